import type pg from 'pg';
import { LEASE_MS } from '../../packages/server/src/jobs/claim-due-jobs';

// After the load, the jobs and the mails finish before anything is checked; then each kind of job is
// counted: done, failed, due and not done (locked or not), scheduled later, tried more than once.

const DRAIN_SECONDS = 120;

/**
 * Waits until no job is due and every mail of the outbox is sent, DRAIN_SECONDS at most. Jobs a killed
 * process held come back when their lease runs out (jobs/claim-due-jobs.ts, LEASE_MS): with `kill`
 * it waits for that too, so that each job is seen done, failed or still due.
 */
export const waitForJobs = async (db: pg.Client, kill: boolean) => {
  const drainStart = performance.now();
  let heldUntil = 0;
  for (;;) {
    const { rows } = await db.query<{ jobs: number; mails: number; held: Date | null }>(
      `SELECT (SELECT count(*)::int FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()) AS jobs,
              (SELECT count(*)::int FROM outbox WHERE sent_at IS NULL) AS mails,
              (SELECT max(locked_until) FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()) AS held`,
    );
    const row = rows[0];
    if (kill && row?.held && !heldUntil) heldUntil = row.held.getTime();
    const waitMs = Math.max(
      DRAIN_SECONDS * 1000,
      kill && heldUntil ? heldUntil - Date.now() + 60_000 + (performance.now() - drainStart) : 0,
    );
    if (row?.jobs === 0 && row.mails === 0) break;
    if (performance.now() - drainStart > Math.min(waitMs, LEASE_MS + 180_000)) break;
    await new Promise((done) => setTimeout(done, 2000));
  }
  if (heldUntil)
    console.log(
      `\n  jobs held by the killed process were leased until ${new Date(heldUntil).toISOString()} (LEASE_MS ${LEASE_MS / 60_000} min): waited for them`,
    );
  console.log(
    `\nAfter the run (${((performance.now() - drainStart) / 1000).toFixed(0)} s for the jobs to finish):`,
  );
};

export const printJobs = async (db: pg.Client) => {
  const jobs = await db.query<{
    kind: string;
    done: number;
    failed: number;
    pending: number;
    later: number;
    retried: number;
    stuck: number;
  }>(
    `SELECT kind, count(*) FILTER (WHERE done_at IS NOT NULL)::int AS done,
            count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
            count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now())::int AS pending,
            count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND run_at > now())::int AS later,
            count(*) FILTER (WHERE attempts > 1)::int AS retried,
            count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL AND locked_until > now())::int AS stuck
     FROM jobs GROUP BY kind ORDER BY kind`,
  );
  for (const row of jobs.rows)
    console.log(
      `  jobs ${row.kind.padEnd(28)} done ${row.done}, failed ${row.failed}, due and not done ${row.pending} (locked ${row.stuck}), scheduled later ${row.later}, tried more than once ${row.retried}`,
    );
  const failedJobs = await db.query<{ kind: string; last_error: string }>(
    `SELECT kind, last_error FROM jobs WHERE failed_at IS NOT NULL LIMIT 3`,
  );
  for (const row of failedJobs.rows) console.log(`    failed ${row.kind}: ${row.last_error}`);
};
