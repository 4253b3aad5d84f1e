import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { einvoicingSubmissions, jobs } from '../../../src/db/schema/index';
import { submitFlowJobWith } from '../../../src/features/einvoicing/submit-flow-job';
import { SUBMIT_FLOW_JOB } from '../../../src/features/einvoicing/submit-flow-kind';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertDirectoryEntry, insertEstablishment, insertUser } from '../../support/factories';
import type { TestApp } from '../../support/test-app';
import { depsAt, insertShippedOrder } from '../invoices/invoices-test-kit';

// What the sending tests share (decision 146): establishments with an order shipped in a month, the
// month's run, and the flow jobs run now (their back-off skipped: a test does not wait an hour).

export const deps = (t: TestApp) => depsAt(t, new Date());

/** `count` establishments, each with one order shipped in `month` ('YYYY-MM', mid-month). */
export const shippedInMonth = (
  t: TestApp,
  month: string,
  count: number,
  directory?: 'found' | 'none' | 'unread',
) => shippedInMonthOn(t.db, month, count, directory);

/**
 * Each establishment's address in the PA's directory as read before the run: `found` by default (its
 * invoice is transmitted), `none`, or never read (`unread`).
 */
export const shippedInMonthOn = async (
  db: Db,
  month: string,
  count: number,
  directory: 'found' | 'none' | 'unread' = 'found',
) => {
  const made = [];
  for (let index = 0; index < count; index++) {
    const establishment = await insertEstablishment(db, { name: `Audition ${month} n°${index + 1}` });
    if (directory !== 'unread') await insertDirectoryEntry(db, establishment, directory);
    made.push(establishment);
    const { profile } = await insertUser(db, { role: 'manager', establishmentId: establishment.id });
    await insertShippedOrder(db, {
      establishmentId: establishment.id,
      createdBy: profile.id,
      shippedAt: new Date(`${month}-15T10:00:00Z`),
    });
  }
  return made;
};

export const runMonth = (t: TestApp, month: string) =>
  generateMonthlyInvoices(deps(t), { month: month as `${number}-${string}`, actor: SYSTEM_ACTOR });

/** Makes every pending flow job due now, as its back-off or poll delay would after waiting. */
export const dueNow = (t: TestApp) =>
  t.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(sql`${jobs.kind} = ${SUBMIT_FLOW_JOB} and ${jobs.doneAt} is null and ${jobs.failedAt} is null`);

/** Runs the flow jobs due, with a short upload time limit when a test makes the PA slow. */
export const runFlowJobs = async (t: TestApp, options: { postTimeoutMs?: number } = {}) => {
  const logs: string[] = [];
  const summary = await runRegisteredJobs(deps(t), {
    kinds: { only: [SUBMIT_FLOW_JOB] },
    handlers: { [SUBMIT_FLOW_JOB]: submitFlowJobWith({ postTimeoutMs: options.postTimeoutMs ?? 30_000 }) },
    log: (line) => logs.push(line),
  });
  return { ...summary, logs };
};

export const submissionOf = async (t: TestApp, trackingId: string) => {
  const [row] = await t.db
    .select()
    .from(einvoicingSubmissions)
    .where(eq(einvoicingSubmissions.trackingId, trackingId));
  return row;
};
