import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index';
import {
  enforceRateLimits,
  hitRateLimit,
  pruneRateLimits,
  RateLimitedError,
  resolveRule,
} from '../../src/http/rate-limit';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = { name: 'test.rule', limit: 2, windowSeconds: 60 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe('rate limit (fixed window in the database)', () => {
  it('allows `limit` hits per window and subject, then resets when the window ends', async () => {
    const hits = [];
    for (const second of [0, 10, 20]) hits.push(await hitRateLimit(t.db, rule, '1.2.3.4', at(second)));
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, false]);
    expect(hits[2]?.retryAfterSeconds).toBe(40);
    expect((await hitRateLimit(t.db, rule, '5.6.7.8', at(20))).allowed).toBe(true);
    const next = await hitRateLimit(t.db, rule, '1.2.3.4', at(60));
    expect(next).toMatchObject({ allowed: true, count: 1 });
  });

  it('counts concurrent hits exactly', async () => {
    const subject = 'concurrent@example.fr';
    const wide = { ...rule, limit: 5 };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => hitRateLimit(t.db, wide, subject, at(0))),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('stores no IP or e-mail in clear', async () => {
    await hitRateLimit(t.db, rule, 'private@example.fr', at(0));
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.includes('private') || key.includes('1.2.3.4'))).toBe(false);
  });

  it('applies config overrides and the global factor', () => {
    const config = { ...t.config, rateLimitFactor: 10, rateLimits: { other: { limit: 1 } } };
    expect(resolveRule(config, rule)).toEqual({ ...rule, limit: 20 });
    expect(resolveRule(config, { ...rule, name: 'other' })).toEqual({
      name: 'other',
      limit: 1,
      windowSeconds: 60,
    });
  });

  it('throws a 429 AppError once over, for the product API', async () => {
    const deps = { db: t.db, config: t.config, now: () => at(0) };
    const checks = [{ rule: { name: 'test.contact', limit: 1, windowSeconds: 600 }, subject: 'a' }];
    await enforceRateLimits(deps, checks);
    const error = await enforceRateLimits(deps, checks).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 600 });
  });

  it('prunes counters whose window is long gone', async () => {
    await hitRateLimit(t.db, rule, 'old', at(0));
    const pruned = await pruneRateLimits(t.db, new Date(at(0).getTime() + 2 * 86_400_000));
    expect(pruned).toBeGreaterThan(0);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
  });
});
