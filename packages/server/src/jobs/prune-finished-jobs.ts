import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';

/**
 * Deletes the jobs that ended (done or failed) before `before`. A job still pending or running has
 * neither date and always stays: the periodic jobs' next runs among them. The current period's row
 * that ensurePeriodicJob looks for is never that old either: a day's pruning ended today, a month's
 * invoice run is pending until the month is over.
 */
export const pruneFinishedJobs = async (db: Db, before: Date): Promise<number> => {
  const deleted = await db
    .delete(jobs)
    .where(
      or(
        and(isNotNull(jobs.doneAt), lt(jobs.doneAt, before)),
        and(isNotNull(jobs.failedAt), lt(jobs.failedAt, before)),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
};
