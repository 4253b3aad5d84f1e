import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessRateLimiter, RATE_LIMIT_FLUSH_MS } from '../../src/http/process-rate-limit';
import { hitRateLimit, RateLimitedError } from '../../src/http/rate-limit';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, 0) + ms);
const outcome = (promise: Promise<void>) =>
  promise.then(
    () => 'ok',
    (error: unknown) =>
      error instanceof RateLimitedError ? `429 after ${error.retryAfterSeconds} s` : error,
  );
/** What the database holds for the subject: one more hit counted there, minus that hit. */
const sharedCount = async (
  rule: { name: string; limit: number; windowSeconds: number },
  subject: string,
  now: Date,
) => (await hitRateLimit(t.db, rule, subject, now, 0)).count;

describe('rate limit counted in the process (decision 131)', () => {
  it('allows exactly the limit within one process, then 429 until the window ends', async () => {
    const rule = { name: 'test.process', limit: 3, windowSeconds: 60 };
    const limiter = createProcessRateLimiter(t.db, rule);
    const results = [];
    for (const ms of [0, 10, 20, 30, 40_000]) results.push(await outcome(limiter.hit('key-a', at(ms))));
    expect(results).toEqual(['ok', 'ok', 'ok', '429 after 60 s', '429 after 20 s']);
    // Another subject has its own count; the next window starts again.
    expect(await outcome(limiter.hit('key-b', at(40_000)))).toBe('ok');
    expect(await outcome(limiter.hit('key-a', at(60_000)))).toBe('ok');
  });

  it('writes the count to the database once a second, not once a call', async () => {
    const rule = { name: 'test.flush', limit: 100, windowSeconds: 60 };
    const limiter = createProcessRateLimiter(t.db, rule);
    await limiter.hit('key', at(0));
    for (let call = 0; call < 9; call++) await limiter.hit('key', at(100 + call));
    expect(await sharedCount(rule, 'key', at(500))).toBe(1);
    await limiter.hit('key', at(RATE_LIMIT_FLUSH_MS + 100));
    await expect.poll(() => sharedCount(rule, 'key', at(1500))).toBe(11);
  });

  it('shares the count between processes: each knows the others’ hits after a flush', async () => {
    const rule = { name: 'test.shared', limit: 10, windowSeconds: 60 };
    const [one, two] = [createProcessRateLimiter(t.db, rule), createProcessRateLimiter(t.db, rule)];
    for (let call = 0; call < 6; call++) await one.hit('key', at(call));
    await one.hit('key', at(RATE_LIMIT_FLUSH_MS + 10));
    await expect.poll(() => sharedCount(rule, 'key', at(RATE_LIMIT_FLUSH_MS + 20))).toBe(7);
    // The second process's first call of the window reads 8 in the database: two more, then 429.
    const results = [];
    for (let call = 0; call < 4; call++)
      results.push(await outcome(two.hit('key', at(RATE_LIMIT_FLUSH_MS + 100 + call))));
    expect(results).toEqual(['ok', 'ok', 'ok', expect.stringMatching(/^429/)]);
  });
});
