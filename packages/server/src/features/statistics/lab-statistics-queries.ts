import type { LabStatistics } from '@conque/domain/statistics/statistics';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from './statistics-period';

// The statements of the lab's « Statistiques » (decision 123), each one aggregate over a range of
// validation, shipping or issue instants. Weeks are Paris Mondays, months 'yyyy-MM'. Rows are grouped
// by the truncated instant and labelled once per group (to_char on each of a million rows was a
// third of the weekly statements' time, bench/statistics).
const PARIS_WEEK = (column: string) => sql.raw(`date_trunc('week', ${column} at time zone 'Europe/Paris')`);
const PARIS_MONTH = (column: string) => sql.raw(`date_trunc('month', ${column} at time zone 'Europe/Paris')`);
const WEEK_LABEL = sql.raw(`to_char(bucket, 'YYYY-MM-DD')`);
const MONTH_LABEL = sql.raw(`to_char(bucket, 'YYYY-MM')`);

const before = (column: string, until: Date | undefined) =>
  until ? sql` and ${sql.raw(column)} < ${until}` : sql``;

type Lead = {
  week: string;
  shipped: number;
  median_days: number;
  p90_days: number;
  on_time: number;
  promised: number;
};

export type WeeklySeries = { perWeek: LabStatistics['orders_per_week']; lead: Lead[] };

/** Orders validated, and shipped with their lead times, per week, from `from` (until `until`). */
export const weeklySeries = async (db: Executor, from: Date, until?: Date): Promise<WeeklySeries> => {
  const [perWeek, lead] = await Promise.all([
    db.execute(sql`
      select ${WEEK_LABEL} as week, classic, remote, protective from (
        select ${PARIS_WEEK('validated_at')} as bucket,
          count(*) filter (where details->>'type' = 'classic')::int as classic,
          count(*) filter (where details->>'type' = 'remote')::int as remote,
          count(*) filter (where details->>'type' = 'protective')::int as protective
        from orders where validated_at >= ${from}${before('validated_at', until)} and status <> 'draft'
        group by 1) as weeks
      order by bucket`),
    db.execute(sql`
      select ${WEEK_LABEL} as week, shipped, median_days, p90_days, on_time, promised from (
        select ${PARIS_WEEK('shipped_at')} as bucket, count(*)::int as shipped,
          round((percentile_cont(0.5) within group (order by extract(epoch from shipped_at - validated_at)) / 86400)::numeric, 1)::float8 as median_days,
          round((percentile_cont(0.9) within group (order by extract(epoch from shipped_at - validated_at)) / 86400)::numeric, 1)::float8 as p90_days,
          count(*) filter (where promised_ship_on is not null
            and (shipped_at at time zone 'Europe/Paris')::date <= promised_ship_on)::int as on_time,
          count(*) filter (where promised_ship_on is not null)::int as promised
        from orders where shipped_at >= ${from}${before('shipped_at', until)}
          and status in ('shipped', 'ready_pickup') and validated_at is not null
        group by 1) as weeks
      order by bucket`),
  ]);
  return { perWeek: rowsOf(perWeek), lead: rowsOf<Lead>(lead) };
};

export type MonthlySeries = Pick<LabStatistics, 'revenue_per_month' | 'remake_rate_per_month'>;

/** Net revenue (invoices less credit notes) and remakes per month, from `from`. */
export const monthlySeries = async (db: Executor, from: Date): Promise<MonthlySeries> => {
  const [revenue, remakes] = await Promise.all([
    db.execute(sql`
      select ${MONTH_LABEL} as month, net_ht_cents from (
        select bucket, sum(ht)::bigint as net_ht_cents from (
          select ${PARIS_MONTH('issued_at')} as bucket, total_ht as ht from invoices where issued_at >= ${from}
          union all
          select ${PARIS_MONTH('issued_at')}, -total_ht from credit_notes where issued_at >= ${from}
        ) as movements group by bucket) as months
      order by bucket`),
    db.execute(sql`
      select ${MONTH_LABEL} as month, orders, remakes from (
        select ${PARIS_MONTH('validated_at')} as bucket, count(*)::int as orders,
          count(*) filter (where remake_reason is not null)::int as remakes
        from orders where validated_at >= ${from} and status not in ('draft', 'cancelled')
        group by 1) as months
      order by bucket`),
  ]);
  return {
    revenue_per_month: rowsOf<{ month: string; net_ht_cents: string | number }>(revenue).map((row) => ({
      month: row.month,
      net_ht_cents: Number(row.net_ht_cents),
    })),
    remake_rate_per_month: rowsOf(remakes),
  };
};

/** The ten establishments that validated the most orders from `from`. */
export const topEstablishments = async (
  db: Executor,
  from: Date,
): Promise<LabStatistics['top_establishments']> =>
  rowsOf(
    await db.execute(sql`
      select e.name, t.orders from (
        select establishment_id, count(*)::int as orders from orders
        where validated_at >= ${from} and status not in ('draft', 'cancelled')
        group by establishment_id order by orders desc limit 10
      ) as t join establishments e on e.id = t.establishment_id order by t.orders desc, e.name`),
  );
