import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, rateLimits } from '../db/schema/index';
import { runDueJobs } from '../jobs/run-due-jobs';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { Deps } from './context';
import { PRUNE_RATE_LIMITS_JOB, schedulePruneRateLimits } from './prune-rate-limits-job';
import { hitRateLimit } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const depsAt = (now: Date): Deps => ({ db: t.db, config: t.config, now: () => now, storage: t.storage });
const pruneJobs = () =>
  t.db.select().from(jobs).where(eq(jobs.kind, PRUNE_RATE_LIMITS_JOB)).orderBy(jobs.runAt);
const rule = { name: 'test.prune', limit: 5, windowSeconds: 86_400 };
const quiet = { log: () => {} };

describe('the daily pruning of rate-limit counters, through the job worker', () => {
  it("start-up queues today's pruning for 03:00 UTC once; its run removes expired counters, keeps live ones, and queues tomorrow's", async () => {
    await hitRateLimit(t.db, rule, 'expired', new Date('2030-03-08T02:00:00Z'));
    await hitRateLimit(t.db, rule, 'live', new Date('2030-03-09T12:00:00Z'));
    await hitRateLimit(t.db, rule, 'fresh', new Date('2030-03-10T02:59:00Z'));

    await schedulePruneRateLimits(depsAt(new Date('2030-03-10T01:00:00Z')));
    await schedulePruneRateLimits(depsAt(new Date('2030-03-10T02:00:00Z')));
    expect((await pruneJobs()).map((job) => [job.payload, job.runAt])).toEqual([
      [{ day: '2030-03-10' }, new Date('2030-03-10T03:00:00Z')],
    ]);

    // Not due yet: nothing runs, nothing is deleted.
    expect(await runDueJobs(depsAt(new Date('2030-03-10T02:59:00Z')), quiet)).toMatchObject({ done: 0 });
    expect(await t.db.$count(rateLimits)).toBe(3);

    const run = await runDueJobs(depsAt(new Date('2030-03-10T03:00:00Z')), quiet);
    expect(run).toEqual({ done: 1, retried: 0, failed: 0 });
    // The counter whose window started more than a day before the run is gone; the others stay.
    const left = await t.db.select({ windowStart: rateLimits.windowStart }).from(rateLimits);
    expect(left.map((row) => row.windowStart.toISOString()).sort()).toEqual([
      '2030-03-09T12:00:00.000Z',
      '2030-03-10T02:59:00.000Z',
    ]);
    expect((await pruneJobs()).map((job) => [job.payload, job.runAt, job.doneAt !== null])).toEqual([
      [{ day: '2030-03-10' }, new Date('2030-03-10T03:00:00Z'), true],
      [{ day: '2030-03-11' }, new Date('2030-03-11T03:00:00Z'), false],
    ]);

    // A restart later that day finds today's job done and tomorrow's queued: it adds none.
    await schedulePruneRateLimits(depsAt(new Date('2030-03-10T18:00:00Z')));
    expect(await pruneJobs()).toHaveLength(2);
  });
});
