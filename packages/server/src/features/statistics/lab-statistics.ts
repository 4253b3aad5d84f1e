import { type Actor, can } from '@conque/domain/permissions/can';
import { parisTime } from '@conque/domain/shared/paris-time';
import {
  type LabStatistics,
  STATISTICS_PERIODS,
  type StatisticsPeriod,
} from '@conque/domain/statistics/statistics';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import {
  type MonthlySeries,
  monthlySeries,
  topEstablishments,
  type WeeklySeries,
  weeklySeries,
} from './lab-statistics-queries';
import { freshLabSnapshot } from './lab-statistics-snapshots';
import { periodLabel, periodStart } from './statistics-period';

/**
 * « Statistiques »: every establishment's figures over the period, each in one SQL
 * aggregate over the period's orders and invoices (lab-statistics-queries.ts). Reading a whole period
 * of a large database takes seconds, so the answer is the refresh job's snapshot while it is fresh,
 * and computed here only when there is none (decision 123).
 */
export const labStatistics = async (
  deps: Deps,
  actor: Actor,
  months: StatisticsPeriod,
): Promise<LabStatistics> => {
  if (!can(actor, 'statistics.view_lab')) throw AppError.forbidden();
  const now = deps.now();
  return (await freshLabSnapshot(deps.db, now, months)) ?? computeLabStatistics(deps.db, now, months);
};

const assemble = (
  months: StatisticsPeriod,
  since: Date,
  weekly: WeeklySeries,
  monthly: MonthlySeries,
  top: LabStatistics['top_establishments'],
): LabStatistics => ({
  months,
  since: periodLabel(since),
  orders_per_week: weekly.perWeek,
  lead_time_per_week: weekly.lead.map(({ week, shipped, median_days, p90_days }) => ({
    week,
    shipped,
    median_days,
    p90_days,
  })),
  on_time_per_week: weekly.lead
    .filter((row) => row.promised > 0)
    .map((row) => ({ week: row.week, shipped: row.promised, on_time: row.on_time })),
  ...monthly,
  top_establishments: top,
});

/** One period's figures, from the orders and invoices as they are now (a snapshot's miss). */
export const computeLabStatistics = async (
  db: Executor,
  now: Date,
  months: StatisticsPeriod,
): Promise<LabStatistics> => {
  const since = periodStart(now, months);
  const [weekly, monthly, top] = await Promise.all([
    weeklySeries(db, since),
    monthlySeries(db, since),
    topEstablishments(db, since),
  ]);
  return assemble(months, since, weekly, monthly, top);
};

/** 'yyyy-MM-dd' of the Monday of a period's first day (a Paris date, first of a month). */
const mondayOf = (since: Date) => {
  const [year, month, day] = periodLabel(since).split('-').map(Number) as [number, number, number];
  const date = new Date(
    Date.UTC(year, month - 1, day - ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7)),
  );
  return { label: date.toISOString().slice(0, 10), isSince: date.getUTCDate() === day };
};

/**
 * Decision 134: every period's figures, as computeLabStatistics gives each, reading the longest
 * period's weeks and months once. A shorter period starts on the first of a month: its months are
 * the longest's from that month; its weeks are the longest's from the week after the one it starts
 * in, and that first week, when the period starts after its Monday, is counted anew from the
 * period's first day (a few days of orders).
 */
export const computeEveryPeriod = async (db: Executor, now: Date): Promise<LabStatistics[]> => {
  const longest = Math.max(...STATISTICS_PERIODS) as StatisticsPeriod;
  const longestSince = periodStart(now, longest);
  const [weekly, monthly] = await Promise.all([
    weeklySeries(db, longestSince),
    monthlySeries(db, longestSince),
  ]);
  return Promise.all(
    STATISTICS_PERIODS.map(async (months) => {
      const since = periodStart(now, months);
      if (months === longest)
        return assemble(months, since, weekly, monthly, await topEstablishments(db, since));
      const firstMonth = periodLabel(since).slice(0, 7);
      const monday = mondayOf(since);
      const nextMonday = new Date(`${monday.label}T12:00:00Z`);
      nextMonday.setUTCDate(nextMonday.getUTCDate() + 7);
      const [top, firstWeek] = await Promise.all([
        topEstablishments(db, since),
        monday.isSince
          ? { perWeek: [], lead: [] }
          : weeklySeries(
              db,
              since,
              parisTime(nextMonday.getUTCFullYear(), nextMonday.getUTCMonth() + 1, nextMonday.getUTCDate()),
            ),
      ]);
      const after = ({ week }: { week: string }) =>
        monday.isSince ? week >= monday.label : week > monday.label;
      return assemble(
        months,
        since,
        {
          perWeek: [...firstWeek.perWeek, ...weekly.perWeek.filter(after)],
          lead: [...firstWeek.lead, ...weekly.lead.filter(after)],
        },
        {
          revenue_per_month: monthly.revenue_per_month.filter((row) => row.month >= firstMonth),
          remake_rate_per_month: monthly.remake_rate_per_month.filter((row) => row.month >= firstMonth),
        },
        top,
      );
    }),
  );
};
