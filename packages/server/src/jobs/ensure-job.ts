import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/schema/index';

export type PeriodicJob = {
  kind: string;
  /** Names the period the job covers ({ month } or { day }): one job per kind and period. */
  period: Record<string, string>;
  runAt: Date;
  maxAttempts?: number;
};

/**
 * Queues the job of a period unless one (pending, running or done; a failed one does not count)
 * already exists. The jobs table has no unique key to lean on, so the check and the insert run under
 * a transaction-level advisory lock per kind: processes starting at once queue the period's job once.
 * This is how the periodic jobs (the month's invoices, the daily pruning) schedule
 * themselves: start-up queues the current period's job, and each run queues the next one.
 */
export const ensurePeriodicJob = async (db: Executor, job: PeriodicJob): Promise<boolean> =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conque:${job.kind}`}))`);
    const [found] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, job.kind),
          sql`${jobs.payload} @> ${JSON.stringify(job.period)}::jsonb`,
          isNull(jobs.failedAt),
        ),
      )
      .limit(1);
    if (found) return false;
    await tx.insert(jobs).values({
      kind: job.kind,
      payload: job.period,
      runAt: job.runAt,
      ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
    });
    return true;
  });
