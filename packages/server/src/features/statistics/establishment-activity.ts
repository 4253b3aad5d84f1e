import { type Actor, can } from '@conque/domain/permissions/can';
import type { EstablishmentActivity, StatisticsPeriod } from '@conque/domain/statistics/statistics';
import { sql } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { periodLabel, periodStart, rowsOf } from './statistics-period';

const PARIS_MONTH = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/Paris', 'YYYY-MM')`);

/**
 * « Activité »: the manager's own establishment only (every statement is filtered
 * by the actor's establishment, never by a parameter the client sends).
 */
export const establishmentActivity = async (
  deps: Deps,
  actor: Actor,
  months: StatisticsPeriod,
): Promise<EstablishmentActivity> => {
  const establishmentId = actor.establishmentId;
  if (establishmentId === null || !can(actor, 'statistics.view_establishment', { establishmentId }))
    throw AppError.forbidden();
  const since = periodStart(deps.now(), months);
  const [perMonth, spend, lead] = await Promise.all([
    deps.db.execute(sql`
      select ${PARIS_MONTH('validated_at')} as month, count(*)::int as orders,
        count(*) filter (where remake_reason is not null)::int as remakes
      from orders where establishment_id = ${establishmentId} and validated_at >= ${since}
        and status not in ('draft', 'cancelled')
      group by 1 order by 1`),
    deps.db.execute(sql`
      select month, sum(ttc)::bigint as ttc_cents from (
        select ${PARIS_MONTH('issued_at')} as month, total_ttc as ttc from invoices
        where establishment_id = ${establishmentId} and issued_at >= ${since}
        union all
        select ${PARIS_MONTH('issued_at')}, -total_ttc from credit_notes
        where establishment_id = ${establishmentId} and issued_at >= ${since}
      ) as movements group by month order by month`),
    deps.db.execute(sql`
      select round((avg(extract(epoch from shipped_at - validated_at)) / 86400)::numeric, 1)::float8 as days
      from orders where establishment_id = ${establishmentId} and shipped_at >= ${since}
        and status in ('shipped', 'ready_pickup') and validated_at is not null`),
  ]);
  return {
    months,
    since: periodLabel(since),
    orders_per_month: rowsOf(perMonth),
    spend_per_month: rowsOf<{ month: string; ttc_cents: string | number }>(spend).map((row) => ({
      month: row.month,
      ttc_cents: Number(row.ttc_cents),
    })),
    average_lead_days: rowsOf<{ days: number | null }>(lead)[0]?.days ?? null,
  };
};
