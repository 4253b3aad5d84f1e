import type { Executor } from '../../db/client';
import { labStatisticsSnapshots } from '../../db/schema/index';
import { ensurePeriodicJob } from '../../jobs/ensure-job';
import type { JobHandler } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { computeEveryPeriod } from './lab-statistics';
import { REFRESH_MS } from './lab-statistics-snapshots';

// Decision 123: every REFRESH_MS, one job (one per slot, whatever the number of processes) computes
// the lab's « Statistiques » for every period and keeps them in lab_statistics_snapshots.
export const REFRESH_LAB_STATISTICS_JOB = 'refresh-lab-statistics';

/** The slot of an instant: its REFRESH_MS-aligned start, the job's period and due time. */
const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / REFRESH_MS) * REFRESH_MS);

const ensureRefreshJob = (db: Executor, slot: Date) =>
  ensurePeriodicJob(db, {
    kind: REFRESH_LAB_STATISTICS_JOB,
    period: { slot: slot.toISOString() },
    runAt: slot,
  });

/** At start-up (main.ts): the current slot's refresh, at once. */
export const scheduleLabStatisticsRefresh = (deps: Deps) => ensureRefreshJob(deps.db, slotOf(deps.now()));

export const refreshLabStatisticsJob: JobHandler = async (_job, deps) => {
  const computedAt = deps.now();
  for (const body of await computeEveryPeriod(deps.db, computedAt))
    await deps.db
      .insert(labStatisticsSnapshots)
      .values({ months: body.months, computedAt, body })
      .onConflictDoUpdate({ target: labStatisticsSnapshots.months, set: { computedAt, body } });
  // The slot after the run's, not after the job's: a server down for a day refreshes once.
  await ensureRefreshJob(deps.db, new Date(slotOf(deps.now()).getTime() + REFRESH_MS));
};
