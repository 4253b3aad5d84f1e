import { type Actor, can } from '@conque/domain/permissions/can';
import type { LabStatistics, StatisticsPeriod } from '@conque/domain/statistics/statistics';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';
import { freshLabSnapshot } from './lab-statistics-snapshots';
import { periodLabel, periodStart, rowsOf } from './statistics-period';

// Weeks and months of the Paris calendar; the statuses before shipping and drafts are left out
// where an order had to be validated (validated_at) or shipped (shipped_at).
const PARIS_WEEK = (column: string) =>
  sql.raw(`to_char(date_trunc('week', ${column} at time zone 'Europe/Paris'), 'YYYY-MM-DD')`);
const PARIS_MONTH = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM')`);

/**
 * Issue 25 item 3, « Statistiques »: every establishment's figures over the period, each in one SQL
 * aggregate over the period's orders and invoices. Reading a whole period of a large database takes
 * seconds, so the answer is the refresh job's snapshot while it is fresh, and computed here only
 * when there is none (decisions 100, 163, 164).
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

/** The figures, from the orders and invoices as they are now (the job's work, or a snapshot's miss). */
export const computeLabStatistics = async (
  db: Executor,
  now: Date,
  months: StatisticsPeriod,
): Promise<LabStatistics> => {
  const since = periodStart(now, months);
  const [perWeek, lead, revenue, remakes, top] = await Promise.all([
    db.execute(sql`
      select ${PARIS_WEEK('validated_at')} as week,
        count(*) filter (where details->>'type' = 'classic')::int as classic,
        count(*) filter (where details->>'type' = 'remote')::int as remote,
        count(*) filter (where details->>'type' = 'protective')::int as protective
      from orders where validated_at >= ${since} and status <> 'draft'
      group by 1 order by 1`),
    db.execute(sql`
      select ${PARIS_WEEK('shipped_at')} as week, count(*)::int as shipped,
        round((percentile_cont(0.5) within group (order by extract(epoch from shipped_at - validated_at)) / 86400)::numeric, 1)::float8 as median_days,
        round((percentile_cont(0.9) within group (order by extract(epoch from shipped_at - validated_at)) / 86400)::numeric, 1)::float8 as p90_days,
        count(*) filter (where promised_ship_on is not null
          and (shipped_at at time zone 'Europe/Paris')::date <= promised_ship_on)::int as on_time,
        count(*) filter (where promised_ship_on is not null)::int as promised
      from orders where shipped_at >= ${since} and status in ('shipped', 'ready_pickup') and validated_at is not null
      group by 1 order by 1`),
    db.execute(sql`
      select month, sum(ht)::bigint as net_ht_cents from (
        select ${PARIS_MONTH('issued_at')} as month, total_ht as ht from invoices where issued_at >= ${since}
        union all
        select ${PARIS_MONTH('issued_at')}, -total_ht from credit_notes where issued_at >= ${since}
      ) as movements group by month order by month`),
    db.execute(sql`
      select ${PARIS_MONTH('validated_at')} as month, count(*)::int as orders,
        count(*) filter (where remake_reason is not null)::int as remakes
      from orders where validated_at >= ${since} and status not in ('draft', 'cancelled')
      group by 1 order by 1`),
    db.execute(sql`
      select e.name, t.orders from (
        select establishment_id, count(*)::int as orders from orders
        where validated_at >= ${since} and status not in ('draft', 'cancelled')
        group by establishment_id order by orders desc limit 10
      ) as t join establishments e on e.id = t.establishment_id order by t.orders desc, e.name`),
  ]);
  type Lead = {
    week: string;
    shipped: number;
    median_days: number;
    p90_days: number;
    on_time: number;
    promised: number;
  };
  const leadRows = rowsOf<Lead>(lead);
  return {
    months,
    since: periodLabel(since),
    orders_per_week: rowsOf(perWeek),
    lead_time_per_week: leadRows.map(({ week, shipped, median_days, p90_days }) => ({
      week,
      shipped,
      median_days,
      p90_days,
    })),
    on_time_per_week: leadRows
      .filter((row) => row.promised > 0)
      .map((row) => ({ week: row.week, shipped: row.promised, on_time: row.on_time })),
    revenue_per_month: rowsOf<{ month: string; net_ht_cents: string | number }>(revenue).map((row) => ({
      month: row.month,
      net_ht_cents: Number(row.net_ht_cents),
    })),
    remake_rate_per_month: rowsOf(remakes),
    top_establishments: rowsOf(top),
  };
};
