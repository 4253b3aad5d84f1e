import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';
import type { Job } from './job-handler';

/**
 * How long a claimed job stays invisible to other processes, renewed while its handler runs
 * (hold-lease.ts); a process that dies mid-job frees its jobs when the lease runs out, and the try
 * it was making counts as an attempt. The default of JOB_LEASE_MS (config.ts).
 */
export const LEASE_MS = 60_000;

export type ClaimedJob = { job: Job; lease: Date };

/**
 * Claims up to `limit` due jobs for this process. FOR UPDATE SKIP LOCKED lets several servers on one
 * PostgreSQL poll the same table without waiting on each other, and the re-check PostgreSQL makes on
 * a row another claimer has just updated (its lease now lies in the future) keeps a job from being
 * claimed twice. The CTE is MATERIALIZED so the locking subquery runs exactly once: inside
 * `id IN (… LIMIT n FOR UPDATE SKIP LOCKED)` the planner may rescan it and claim more than n rows.
 */
/** Which kinds a poll loop claims: these only, or all but these (worker.ts: a lane's, and the rest). */
export type KindScope = { only?: readonly string[]; except?: readonly string[] };

const kindCondition = ({ only, except }: KindScope) => {
  const list = (kinds: readonly string[]) =>
    sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    );
  if (only) return sql`and kind in (${list(only)})`;
  if (except?.length) return sql`and kind not in (${list(except)})`;
  return sql``;
};

export const claimDueJobs = async (
  db: Db,
  now: Date,
  limit: number,
  scope: KindScope = {},
  leaseMs = LEASE_MS,
): Promise<ClaimedJob[]> => {
  const lease = new Date(now.getTime() + leaseMs);
  const at = now.toISOString();
  const result = await db.execute(sql`
    with due as materialized (
      select id from jobs
      where done_at is null and failed_at is null and attempts < max_attempts
        and run_at <= ${at}::timestamptz
        and (locked_until is null or locked_until <= ${at}::timestamptz)
        ${kindCondition(scope)}
      order by run_at
      limit ${limit}
      for update skip locked
    )
    update jobs set attempts = jobs.attempts + 1, locked_until = ${lease.toISOString()}::timestamptz
    from due where jobs.id = due.id
    returning jobs.id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const claimed = await db.select().from(jobs).where(inArray(jobs.id, ids)).orderBy(jobs.runAt);
  return claimed.map((job) => ({ job, lease }));
};

/**
 * A job whose process died on its last allowed try keeps attempts = max_attempts and would never be
 * claimed again: once its lease has run out, it is marked failed so that it shows as such.
 */
export const failAbandonedJobs = async (db: Db, now: Date): Promise<void> => {
  const at = now.toISOString();
  await db.execute(sql`
    update jobs set failed_at = ${at}::timestamptz, locked_until = null,
      last_error = 'interrompue pendant son dernier essai'
    where done_at is null and failed_at is null and attempts >= max_attempts
      and locked_until is not null and locked_until <= ${at}::timestamptz`);
};
