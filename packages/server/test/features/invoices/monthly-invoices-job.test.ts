import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoices, jobs, orderEvents } from '../../../src/db/schema/index';
import {
  ensureMonthlyInvoicesJob,
  GENERATE_MONTHLY_INVOICES_JOB,
  scheduleMonthlyInvoices,
} from '../../../src/features/invoices/monthly-invoices-job';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt, insertShippedOrder } from './invoices-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
});

const monthlyJobs = () =>
  t.db.select().from(jobs).where(eq(jobs.kind, GENERATE_MONTHLY_INVOICES_JOB)).orderBy(jobs.runAt);
const quiet = { log: () => {} };

describe('the monthly invoice job (docs/design.md §5.11 "by itself on the 1st of each month")', () => {
  it("start-up queues the current month's run for 00:05 in Paris on the next 1st, once", async () => {
    const deps = depsAt(t, new Date('2030-10-20T12:00:00Z'));
    await scheduleMonthlyInvoices(deps);
    await scheduleMonthlyInvoices(deps);
    expect((await monthlyJobs()).map((job) => [job.payload, job.runAt])).toEqual([
      [{ month: '2030-10' }, new Date('2030-10-31T23:05:00Z')],
    ]);
  });

  it('two processes starting at once queue it once (advisory lock)', async () => {
    const deps = depsAt(t, new Date('2030-10-20T12:00:00Z'));
    const queued = await Promise.all(
      Array.from({ length: 5 }, () => ensureMonthlyInvoicesJob(deps.db, '2030-10')),
    );
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await monthlyJobs()).toHaveLength(1);
  });

  it('runs on the 1st: invoices the month as "Système" and queues the next month', async () => {
    const establishment = await insertEstablishment(t.db);
    const { profile } = await insertUser(t.db, { establishmentId: establishment.id });
    const order = await insertShippedOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: profile.id,
      shippedAt: new Date('2031-06-30T21:30:00Z'), // 23:30 in Paris, still June.
    });
    await scheduleMonthlyInvoices(depsAt(t, new Date('2031-06-15T10:00:00Z')));
    expect(await runRegisteredJobs(depsAt(t, new Date('2031-06-30T22:04:00Z')), quiet)).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    const at = depsAt(t, new Date('2031-06-30T22:05:00Z'));
    // The month's run, then (next poll) the PDF job it queued.
    expect(await runRegisteredJobs(at, quiet)).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(await runRegisteredJobs(at, quiet)).toEqual({ done: 1, retried: 0, failed: 0 });
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.establishmentId, establishment.id), eq(invoices.month, '2031-06')));
    expect(invoice?.pdfUrl).toMatch(/^invoice_pdfs\//);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => [event.kind, event.actorName, event.toValue])).toEqual([
      ['invoiced', 'Système', invoice?.number],
    ]);
    const pending = (await monthlyJobs()).filter((job) => job.doneAt === null);
    expect(pending.map((job) => [job.payload, job.runAt])).toEqual([
      [{ month: '2031-07' }, new Date('2031-07-31T22:05:00Z')],
    ]);
  });

  it('fails at once on a malformed payload', async () => {
    const [job] = await t.db
      .insert(jobs)
      // run_at from this clock: PostgreSQL's now() has microseconds and could fall after the poll's Date.
      .values({ kind: GENERATE_MONTHLY_INVOICES_JOB, payload: { month: 'octobre' }, runAt: new Date() })
      .returning();
    expect(await runRegisteredJobs(depsAt(t, new Date()), quiet)).toEqual({ done: 0, retried: 0, failed: 1 });
    const [row] = await t.db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [job?.id ?? '']));
    expect(row?.lastError).toBe('mois invalide dans la tâche : octobre');
  });
});
