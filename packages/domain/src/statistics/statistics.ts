import { z } from 'zod';

// « Statistiques » (the lab) and « Activité » (a manager's establishment), over a
// period picked among these, counted back from the current Paris month.

export const STATISTICS_PERIODS = [3, 6, 12, 24] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** `?months=12`: 3, 6, 12 or 24 (12 when absent). */
export const statisticsQuerySchema = z.strictObject({
  months: z
    .enum(['3', '6', '12', '24'], { error: '3, 6, 12 ou 24 mois' })
    .optional()
    .transform((value) => Number(value ?? '12') as StatisticsPeriod),
});

/** GET /api/statistics (préparateurs). Weeks are Paris Mondays, months 'yyyy-MM'. */
export type LabStatistics = {
  months: StatisticsPeriod;
  since: string;
  orders_per_week: { week: string; classic: number; remote: number; protective: number }[];
  lead_time_per_week: { week: string; shipped: number; median_days: number; p90_days: number }[];
  on_time_per_week: { week: string; shipped: number; on_time: number }[];
  revenue_per_month: { month: string; net_ht_cents: number }[];
  remake_rate_per_month: { month: string; orders: number; remakes: number }[];
  top_establishments: { name: string; orders: number }[];
};

/** GET /api/statistics/establishment (its manager). */
export type EstablishmentActivity = {
  months: StatisticsPeriod;
  since: string;
  orders_per_month: { month: string; orders: number; remakes: number }[];
  spend_per_month: { month: string; ttc_cents: number }[];
  /** Days from validation to shipping over the period, null when nothing shipped. */
  average_lead_days: number | null;
};
