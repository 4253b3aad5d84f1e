import type { Executor } from '../db/client';
import { ensurePeriodicJob } from '../jobs/ensure-job';
import type { JobHandler } from '../jobs/job-handler';
import type { Deps } from './context';
import { pruneRateLimits } from './rate-limit';

// Every hit on a new IP or e-mail leaves a counter row (rate-limit.ts), so the table would grow
// without end: once a day the counters whose window ended over a day ago are deleted (the longest
// window is a day, so no live counter goes). Scheduled like the month's invoices: one job per UTC
// day, payload { day }, due at 03:00 UTC; each run queues the next day's, start-up queues today's.
export const PRUNE_RATE_LIMITS_JOB = 'prune-rate-limits';

const DAY_MS = 86_400_000;
const RUN_HOUR_UTC = 3;

/** The UTC day of an instant, YYYY-MM-DD. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export const ensurePruneRateLimitsJob = (db: Executor, day: string): Promise<boolean> =>
  ensurePeriodicJob(db, {
    kind: PRUNE_RATE_LIMITS_JOB,
    period: { day },
    runAt: new Date(`${day}T0${RUN_HOUR_UTC}:00:00Z`),
  });

/** At start-up (main.ts): today's pruning, at once if its hour has passed. */
export const schedulePruneRateLimits = (deps: Deps) => ensurePruneRateLimitsJob(deps.db, utcDay(deps.now()));

export const pruneRateLimitsJob: JobHandler = async (_job, deps) => {
  const now = deps.now();
  await pruneRateLimits(deps.db, now);
  // The day after the run, not after the job's day: a server down for a week prunes once, not seven times.
  await ensurePruneRateLimitsJob(deps.db, utcDay(new Date(now.getTime() + DAY_MS)));
};
