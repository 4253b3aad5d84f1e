import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../src/db/schema/index';
import { claimDueJobs, LEASE_MS } from '../../src/jobs/claim-due-jobs';
import { type JobHandlers, PermanentJobError } from '../../src/jobs/job-handler';
import { retryDelayMs } from '../../src/jobs/retry-delay';
import { runDueJobs } from '../../src/jobs/run-due-jobs';
import { startWorker } from '../../src/jobs/worker';
import type { Deps } from '../../src/kernel/deps';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test counts what one poll did: jobs left by another test (retries, failures) must not be there.
beforeEach(async () => {
  await t.db.delete(jobs);
});

const at = (date: Date): Deps => ({ db: t.db, config: t.config, now: () => date, storage: t.storage });
const quiet = { log: () => {} };
const insertJobs = async (kind: string, count: number, values: Partial<typeof jobs.$inferInsert> = {}) => {
  // run_at from this clock: the database's now() has microseconds, and a JS Date taken just after the
  // insert, truncated to the millisecond, could fall before it.
  const runAt = new Date();
  const rows = Array.from({ length: count }, (_, i) => ({ kind, payload: { n: i }, runAt, ...values }));
  return (await t.db.insert(jobs).values(rows).returning()).map((row) => row.id);
};
const load = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('retryDelayMs', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [9, 2_560_000],
    [10, 3_600_000],
    [40, 3_600_000],
  ])('after %i failed tries waits %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});

describe('runDueJobs', () => {
  it('runs a due job with its handler and marks it done', async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers = { 'test-ok': async (job) => void seen.push(job.payload) };
    const [id = ''] = await insertJobs('test-ok', 1);
    expect(await runDueJobs(at(new Date()), { handlers })).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(seen).toEqual([{ n: 0 }]);
    const job = await load(id);
    expect(job?.doneAt).toBeInstanceOf(Date);
    expect(job?.lockedUntil).toBeNull();
    expect(job?.attempts).toBe(1);
  });

  it('leaves a job scheduled later alone until its time', async () => {
    const handlers: JobHandlers = { 'test-later': async () => {} };
    const runAt = new Date(Date.now() + 60_000);
    await insertJobs('test-later', 1, { runAt });
    expect(await runDueJobs(at(new Date()), { handlers })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(at(runAt), { handlers })).toEqual({ done: 1, retried: 0, failed: 0 });
  });

  it('records the error, backs off exponentially, and marks the job failed after max_attempts', async () => {
    const handlers: JobHandlers = {
      'test-fail': async () => {
        throw new Error('imprimante hors ligne');
      },
    };
    const log = vi.fn();
    const [id = ''] = await insertJobs('test-fail', 1, { maxAttempts: 3 });
    let now = new Date();
    for (const [attempt, delay] of [
      [1, 10_000],
      [2, 20_000],
    ] as const) {
      expect(await runDueJobs(at(now), { handlers, log })).toEqual({ done: 0, retried: 1, failed: 0 });
      const job = await load(id);
      expect(job?.attempts).toBe(attempt);
      expect(job?.lastError).toBe('imprimante hors ligne');
      expect(job?.runAt.getTime()).toBe(now.getTime() + delay);
      expect(job?.lockedUntil).toBeNull();
      now = new Date(now.getTime() + delay);
    }
    expect(await runDueJobs(at(now), { handlers, log })).toEqual({ done: 0, retried: 0, failed: 1 });
    const job = await load(id);
    expect(job?.failedAt).toBeInstanceOf(Date);
    expect(job?.attempts).toBe(3);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('abandonnée : imprimante hors ligne'));
    expect(await runDueJobs(at(new Date(now.getTime() + 86_400_000)), { handlers, log })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('fails a PermanentJobError at once, and retries an unknown kind (a newer process may know it)', async () => {
    const handlers: JobHandlers = {
      'test-permanent': async () => {
        throw new PermanentJobError('charge utile invalide');
      },
    };
    const [permanent = ''] = await insertJobs('test-permanent', 1);
    const [unknown = ''] = await insertJobs('constructor', 1);
    expect(await runDueJobs(at(new Date()), { handlers, ...quiet })).toEqual({
      done: 0,
      retried: 1,
      failed: 1,
    });
    expect((await load(permanent))?.failedAt).toBeInstanceOf(Date);
    expect((await load(unknown))?.lastError).toBe('type de tâche inconnu : constructor');
  });

  it('does not take a job another process holds, and takes it back once that lease has run out', async () => {
    const handlers: JobHandlers = { 'test-lease': async () => {} };
    const now = new Date();
    const [held = ''] = await insertJobs('test-lease', 1, {
      attempts: 1,
      lockedUntil: new Date(now.getTime() + LEASE_MS),
    });
    expect(await runDueJobs(at(now), { handlers })).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(await runDueJobs(at(new Date(now.getTime() + LEASE_MS)), { handlers })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect((await load(held))?.attempts).toBe(2);
  });

  it('claims for the lease it is given (JOB_LEASE_MS), renewed for as long', async () => {
    const seen: (Date | null | undefined)[] = [];
    const handlers: JobHandlers = {
      'test-short-lease': async (job) => {
        seen.push((await load(job.id))?.lockedUntil);
      },
    };
    await insertJobs('test-short-lease', 1);
    const now = new Date();
    expect(await runDueJobs(at(now), { handlers, leaseMs: 10_000, ...quiet })).toMatchObject({ done: 1 });
    expect(seen.map((lease) => (lease?.getTime() ?? 0) - now.getTime())).toEqual([10_000]);
  });

  it('renews the lease of a job that runs longer than a renewal, and records its outcome', async () => {
    const leases: (Date | null | undefined)[] = [];
    const handlers: JobHandlers = {
      'test-long': async (job) => {
        for (let seen = 0; seen < 3; seen++) {
          await new Promise((done) => setTimeout(done, 120));
          leases.push((await load(job.id))?.lockedUntil);
        }
      },
    };
    const [id = ''] = await insertJobs('test-long', 1);
    // A clock that moves on a second a read: each renewal pushes the lease past the last one.
    let clock = Date.now();
    const tick = () => {
      clock += 1000;
      return new Date(clock);
    };
    const deps: Deps = { ...at(new Date()), now: tick };
    expect(await runDueJobs(deps, { handlers, leaseRenewMs: 50, ...quiet })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    const times = leases.map((lease) => lease?.getTime() ?? 0);
    expect(times[0]).toBeGreaterThan(0);
    expect(times[2]).toBeGreaterThan(times[0] ?? 0);
    expect(await load(id)).toMatchObject({ lockedUntil: null, attempts: 1 });
    expect((await load(id))?.doneAt).toBeInstanceOf(Date);
  });

  it('marks failed a job whose process died during its last allowed try', async () => {
    const now = new Date();
    const [id = ''] = await insertJobs('test-died', 1, {
      attempts: 3,
      maxAttempts: 3,
      lockedUntil: new Date(now.getTime() - 1),
    });
    await runDueJobs(at(now), { handlers: {} });
    const job = await load(id);
    expect(job?.failedAt).toBeInstanceOf(Date);
    expect(job?.lastError).toBe('interrompue pendant son dernier essai');
  });

  it('never runs one job twice when several claimers poll at the same time', async () => {
    const runs = new Map<string, number>();
    let running = 0;
    let overlap = 0;
    const handlers: JobHandlers = {
      'test-concurrent': async (job) => {
        running += 1;
        overlap = Math.max(overlap, running);
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running -= 1;
      },
    };
    const ids = await insertJobs('test-concurrent', 60);
    const claimers = Array.from({ length: 4 }, () => runDueJobs(at(new Date()), { handlers, batchSize: 5 }));
    const summaries = await Promise.all(claimers);

    expect(summaries.reduce((sum, s) => sum + s.done, 0)).toBe(60);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    // The claimers did work side by side, each on its own jobs.
    expect(overlap).toBeGreaterThan(1);
    const rows = await t.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.every((row) => row.doneAt !== null && row.attempts === 1)).toBe(true);
  });
  it('runs one at a time unless told, and at most `concurrency` at once when told, each job once', async () => {
    let running = 0;
    let overlap = 0;
    const runs: string[] = [];
    const handlers: JobHandlers = {
      'test-lanes': async (job) => {
        running += 1;
        overlap = Math.max(overlap, running);
        await new Promise((resolve) => setTimeout(resolve, 15));
        runs.push(job.id);
        running -= 1;
      },
    };
    await insertJobs('test-lanes', 4);
    expect(await runDueJobs(at(new Date()), { handlers })).toEqual({ done: 4, retried: 0, failed: 0 });
    expect(overlap).toBe(1);
    overlap = 0;
    const ids = await insertJobs('test-lanes', 9);
    expect(await runDueJobs(at(new Date()), { handlers, batchSize: 5, concurrency: 3 })).toEqual({
      done: 9,
      retried: 0,
      failed: 0,
    });
    expect(overlap).toBe(3);
    expect(runs.slice(4).sort()).toEqual([...ids].sort());
  });

  // PostgreSQL only: on PGlite an open transaction holds the one connection, so there is no other claimer.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'skips, without waiting, a job whose row another process is claiming',
    async () => {
      const handlers: JobHandlers = { 'test-skip': async () => {} };
      const [locked = '', free = ''] = await insertJobs('test-skip', 2);
      await t.db.transaction(async (tx) => {
        await tx.select().from(jobs).where(eq(jobs.id, locked)).for('update');
        expect(await runDueJobs(at(new Date()), { handlers })).toEqual({ done: 1, retried: 0, failed: 0 });
      });
      expect((await load(free))?.doneAt).toBeInstanceOf(Date);
      expect((await load(locked))?.doneAt).toBeNull();
    },
  );
});

describe('startWorker', () => {
  it('polls until stopped, and stop waits for the job in hand', async () => {
    let started = 0;
    let finished = 0;
    const handlers: JobHandlers = {
      'test-worker': async () => {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
        finished += 1;
      },
    };
    const worker = startWorker(
      { db: t.db, config: t.config, now: () => new Date(), storage: t.storage },
      { handlers, pollIntervalMs: 10 },
    );
    await insertJobs('test-worker', 1);
    await vi.waitFor(() => expect(finished).toBe(1), { timeout: 5_000 });
    await insertJobs('test-worker', 1);
    await vi.waitFor(() => expect(started).toBe(2), { timeout: 5_000, interval: 1 });
    await worker.stop();
    expect(finished).toBe(2);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'test-worker')).orderBy(jobs.createdAt);
    expect(job?.doneAt).toBeInstanceOf(Date);
    // Stopped: a job added now stays pending.
    const [late = ''] = await insertJobs('test-worker', 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await load(late))?.attempts).toBe(0);
  });
});

describe('the kinds a poll loop claims (decision 118)', () => {
  it('claims only the kinds it is given, or every kind but those', async () => {
    await t.db.delete(jobs);
    const now = new Date();
    await t.db.insert(jobs).values([
      { kind: 'deliver-webhook', payload: {}, runAt: now },
      { kind: 'send-mail', payload: {}, runAt: now },
    ]);
    const only = await claimDueJobs(t.db, now, 10, { only: ['deliver-webhook'] });
    expect(only.map((claimed) => claimed.job.kind)).toEqual(['deliver-webhook']);
    const others = await claimDueJobs(t.db, now, 10, { except: ['deliver-webhook'] });
    expect(others.map((claimed) => claimed.job.kind)).toEqual(['send-mail']);
    expect(await claimDueJobs(t.db, now, 10)).toEqual([]);
  });
});
