import type { LabStatistics, StatisticsPeriod } from '@conque/domain/statistics/statistics';
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { labStatisticsSnapshots } from '../../db/schema/index';
import { periodLabel, periodStart } from './statistics-period';

// Decision 123: the lab's « Statistiques » are computed every REFRESH_MS by one job for every period,
// whichever process runs it (one job per slot: ensurePeriodicJob), and kept one row per period. The
// endpoint answers a snapshot younger than MAX_AGE_MS that covers the period it would compute now
// (the same first day: a new month starts a new period); otherwise it computes the figures itself.
export const REFRESH_MS = 5 * 60_000;
/** Two refreshes: a slow or retried run does not send every request to the live queries. */
export const MAX_AGE_MS = 2 * REFRESH_MS;

export const freshLabSnapshot = async (
  db: Executor,
  now: Date,
  months: StatisticsPeriod,
): Promise<LabStatistics | undefined> => {
  const [row] = await db
    .select({ body: labStatisticsSnapshots.body })
    .from(labStatisticsSnapshots)
    .where(
      and(
        eq(labStatisticsSnapshots.months, months),
        gt(labStatisticsSnapshots.computedAt, new Date(now.getTime() - MAX_AGE_MS)),
      ),
    );
  return row && row.body.since === periodLabel(periodStart(now, months)) ? row.body : undefined;
};
