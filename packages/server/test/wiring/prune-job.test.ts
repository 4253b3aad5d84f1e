import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, outbox, rateLimits } from '../../src/db/schema/index';
import { ensureMonthlyInvoicesJob } from '../../src/features/invoices/monthly-invoices-job';
import { hitRateLimit } from '../../src/http/rate-limit';
import type { Deps } from '../../src/kernel/deps';
import { enqueueMail } from '../../src/mail/enqueue-mail';
import { LEGACY_PRUNE_RATE_LIMITS_JOB, PRUNE_JOB, pruneJob, schedulePrune } from '../../src/wiring/prune-job';
import { runRegisteredJobs } from '../../src/wiring/run-registered-jobs';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
});

const depsAt = (now: Date): Deps => ({ db: t.db, config: t.config, now: () => now, storage: t.storage });
const pruneJobs = (kind = PRUNE_JOB) =>
  t.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.runAt);
const rule = { name: 'test.prune', limit: 5, windowSeconds: 86_400 };
const quiet = { log: () => {} };
const DAY_MS = 86_400_000;
const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

describe('the daily pruning, through the job worker', () => {
  it("start-up queues today's pruning for 03:00 UTC once; its run removes expired counters, keeps live ones, and queues tomorrow's", async () => {
    await hitRateLimit(t.db, rule, 'expired', new Date('2030-03-08T02:00:00Z'));
    await hitRateLimit(t.db, rule, 'live', new Date('2030-03-09T12:00:00Z'));
    await hitRateLimit(t.db, rule, 'fresh', new Date('2030-03-10T02:59:00Z'));

    await schedulePrune(depsAt(new Date('2030-03-10T01:00:00Z')));
    await schedulePrune(depsAt(new Date('2030-03-10T02:00:00Z')));
    expect((await pruneJobs()).map((job) => [job.payload, job.runAt])).toEqual([
      [{ day: '2030-03-10' }, new Date('2030-03-10T03:00:00Z')],
    ]);

    // Not due yet: nothing runs, nothing is deleted.
    expect(await runRegisteredJobs(depsAt(new Date('2030-03-10T02:59:00Z')), quiet)).toMatchObject({
      done: 0,
    });
    expect(await t.db.$count(rateLimits)).toBe(3);

    const run = await runRegisteredJobs(depsAt(new Date('2030-03-10T03:00:00Z')), quiet);
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
    await schedulePrune(depsAt(new Date('2030-03-10T18:00:00Z')));
    expect(await pruneJobs()).toHaveLength(2);
  });

  it('deletes the jobs done or failed over 30 days ago, and never a pending one, periodic or not', async () => {
    const now = new Date('2030-06-15T03:00:00Z');
    const row = (name: string, values: Partial<typeof jobs.$inferInsert>) => ({
      kind: 'test-prune',
      payload: { name },
      runAt: daysBefore(now, 60),
      createdAt: daysBefore(now, 60),
      ...values,
    });
    await t.db.insert(jobs).values([
      row('done-31', { doneAt: daysBefore(now, 31) }),
      row('failed-31', { failedAt: daysBefore(now, 31), attempts: 8 }),
      row('done-29', { doneAt: daysBefore(now, 29) }),
      row('failed-29', { failedAt: daysBefore(now, 29), attempts: 8 }),
      // Queued long ago and never run (a server stopped for two months): still to do.
      row('pending-60', { runAt: daysBefore(now, 60) }),
      row('retrying-60', { attempts: 3, lastError: 'SMTP hors ligne', runAt: daysBefore(now, 59) }),
    ]);
    // A periodic job's next run, queued from an old run: kept until it has run and aged.
    await ensureMonthlyInvoicesJob(t.db, '2030-05');
    await runPruneAt(now);

    const names = (await t.db.select().from(jobs).where(eq(jobs.kind, 'test-prune'))).map(
      (job) => job.payload.name,
    );
    expect(names.sort()).toEqual(['done-29', 'failed-29', 'pending-60', 'retrying-60']);
    const monthly = await t.db.select().from(jobs).where(eq(jobs.kind, 'generate-monthly-invoices'));
    expect(monthly.map((job) => [job.payload, job.doneAt])).toEqual([[{ month: '2030-05' }, null]]);
    // Today's row, which the worker marks done once the handler returns, and tomorrow's stay.
    expect((await pruneJobs()).map((job) => job.payload)).toEqual([
      { day: '2030-06-15' },
      { day: '2030-06-16' },
    ]);
  });

  it('deletes the outbox mails written over 30 days ago, links and addresses with them, and keeps the recent ones', async () => {
    const now = new Date('2030-06-15T03:00:00Z');
    const old = await enqueueMail(t.db, {
      to: 'ancien@exemple.fr',
      subject: 'Réinitialisez votre mot de passe',
      text: 'Lien : http://conque.test/reset?token=ancien',
      html: '<a href="http://conque.test/reset?token=ancien">Lien</a>',
    });
    const recent = await enqueueMail(t.db, {
      to: 'recent@exemple.fr',
      subject: 'Invitation',
      text: 'Code : 123456',
      html: '<p>Code : 123456</p>',
    });
    await t.db
      .update(outbox)
      .set({ createdAt: daysBefore(now, 31), sentAt: daysBefore(now, 31) })
      .where(eq(outbox.id, old));
    await t.db
      .update(outbox)
      .set({ createdAt: daysBefore(now, 29) })
      .where(eq(outbox.id, recent));
    // Their send jobs ran when they were written.
    await t.db
      .update(jobs)
      .set({ doneAt: daysBefore(now, 31) })
      .where(eq(jobs.kind, 'send-mail'));
    await t.db
      .update(jobs)
      .set({ doneAt: daysBefore(now, 29) })
      .where(sql`${jobs.payload} @> ${JSON.stringify({ outboxId: recent })}::jsonb`);
    await runPruneAt(now);

    expect((await t.db.select().from(outbox)).map((mail) => mail.to)).toEqual(['recent@exemple.fr']);
    expect(
      (await t.db.select().from(jobs).where(eq(jobs.kind, 'send-mail'))).map((job) => job.payload),
    ).toEqual([{ outboxId: recent }]);
  });

  // A server that runs for weeks without a restart still sweeps a crashed upload.
  it('removes the temporary files of uploads untouched for an hour, and keeps a recent one', async () => {
    const tmp = join(t.filesDir, '.tmp');
    mkdirSync(tmp, { recursive: true });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    for (const [name, age] of [
      ['crash-hier', 30],
      ['crash-ancien', 2],
      ['envoi-en-cours', 0.5],
    ] as const) {
      writeFileSync(join(tmp, name), 'solid');
      utimesSync(join(tmp, name), hoursAgo(age), hoursAgo(age));
    }
    await runPruneAt(new Date());
    expect(readdirSync(tmp)).toEqual(['envoi-en-cours']);
  });

  it('still runs a pending job of the old kind, and queues the next day under the new one only', async () => {
    const now = new Date('2030-03-10T03:00:00Z');
    await hitRateLimit(t.db, rule, 'expired', new Date('2030-03-08T02:00:00Z'));
    // What a server of the previous version left queued.
    await t.db
      .insert(jobs)
      .values({ kind: LEGACY_PRUNE_RATE_LIMITS_JOB, payload: { day: '2030-03-10' }, runAt: now });

    expect(await runRegisteredJobs(depsAt(now), quiet)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await t.db.$count(rateLimits)).toBe(0);
    expect((await pruneJobs(LEGACY_PRUNE_RATE_LIMITS_JOB)).map((job) => job.doneAt !== null)).toEqual([true]);
    expect((await pruneJobs()).map((job) => [job.payload, job.doneAt])).toEqual([
      [{ day: '2030-03-11' }, null],
    ]);
  });
});

/** Runs today's pruning job by its handler alone: the other jobs a test made stay as they are. */
const runPruneAt = async (now: Date) => {
  await schedulePrune(depsAt(now));
  const [today] = await pruneJobs();
  if (!today) throw new Error('pruning job not queued');
  await pruneJob(today, depsAt(now));
};
