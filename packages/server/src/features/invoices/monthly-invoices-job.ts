import {
  addMonths,
  type InvoiceMonth,
  MONTH_PATTERN,
  monthlyRunAt,
  parisMonthOf,
} from '@conque/domain/invoices/invoice-month';
import type { Executor } from '../../db/client';
import { ensurePeriodicJob } from '../../jobs/ensure-job';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { generateMonthlyInvoices } from './generate-monthly-invoices';
import { SYSTEM_ACTOR } from './invoice-establishment';

// docs/design.md §5.11 "by itself on the 1st of each month": one job per month, payload { month }, due at
// 00:05 in Paris on the 1st after that month. When it runs it invoices its month and queues the next
// month's job. Start-up queues the current month's job if it is missing.
export const GENERATE_MONTHLY_INVOICES_JOB = 'generate-monthly-invoices';

/** Queues the job that invoices `month`, unless one (pending, running or done) already exists. */
export const ensureMonthlyInvoicesJob = (db: Executor, month: InvoiceMonth): Promise<boolean> =>
  ensurePeriodicJob(db, {
    kind: GENERATE_MONTHLY_INVOICES_JOB,
    period: { month },
    runAt: monthlyRunAt(month),
    // A month's run may take long on a big database: more tries than the default.
    maxAttempts: 12,
  });

/** At start-up (main.ts): the current month's run is queued, once whatever the number of processes. */
export const scheduleMonthlyInvoices = (deps: Deps) =>
  ensureMonthlyInvoicesJob(deps.db, parisMonthOf(deps.now()));

export const generateMonthlyInvoicesJob: JobHandler = async (job, deps) => {
  const month = job.payload.month;
  if (typeof month !== 'string' || !MONTH_PATTERN.test(month)) {
    throw new PermanentJobError(`mois invalide dans la tâche : ${String(month)}`);
  }
  await generateMonthlyInvoices(deps, { month: month as InvoiceMonth, actor: SYSTEM_ACTOR });
  // The next month's run; if the server was down for a while its time has passed and it runs at
  // once, so missed months are caught up one after the other.
  await ensureMonthlyInvoicesJob(deps.db, addMonths(month, 1));
};
