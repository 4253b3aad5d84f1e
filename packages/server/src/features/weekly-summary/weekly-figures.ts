import { ALERT_STATUS_CODES } from '@conque/domain/einvoicing/lifecycle-statuses';
import { addCalendarDays } from '@conque/domain/planning/calendar-day';
import type { EstablishmentWeek, LabWeek, WeekCounts } from '@conque/domain/weekly-summary/weekly-figures';
import { type SummaryWeek, weekWindow } from '@conque/domain/weekly-summary/weekly-summary-week';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../statistics/statistics-period';

// Last week's figures, Monday 00:00 to Monday 00:00 in Paris, with the definitions
// of the « Statistiques » and « Activité » pages (decision 120):
// - orders: validated in the week, neither draft nor cancelled;
// - shipped: shipped (or made ready for pickup) in the week;
// - late: promised for a day of the week and not shipped by that day (shipped after it, or not yet);
// - remakes: the week's validated orders that remake another;
// - spend (managers): invoices less credit notes issued in the week, with tax, as « Activité ».

const counts = async (db: Executor, week: SummaryWeek, scope: SQL): Promise<WeekCounts> => {
  const { start, end } = weekWindow(week);
  const sunday = addCalendarDays(week, 6);
  const result = await db.execute(sql`
    select
      count(*) filter (where validated_at >= ${start} and validated_at < ${end}
        and status not in ('draft', 'cancelled'))::int as orders,
      count(*) filter (where shipped_at >= ${start} and shipped_at < ${end}
        and status in ('shipped', 'ready_pickup'))::int as shipped,
      count(*) filter (where promised_ship_on between ${week}::date and ${sunday}::date
        and status not in ('draft', 'cancelled')
        and (shipped_at is null or (shipped_at at time zone 'Europe/Paris')::date > promised_ship_on))::int as late,
      count(*) filter (where validated_at >= ${start} and validated_at < ${end}
        and status not in ('draft', 'cancelled') and remake_reason is not null)::int as remakes
    from orders
    where ${scope} and (
      (validated_at >= ${start} and validated_at < ${end})
      or (shipped_at >= ${start} and shipped_at < ${end})
      or promised_ship_on between ${week}::date and ${sunday}::date)`);
  const [row] = rowsOf<WeekCounts>(result);
  return row ?? { orders: 0, shipped: 0, late: 0, remakes: 0 };
};

/** A manager's week: its establishment's orders and spend, no other's. */
export const establishmentWeek = async (
  db: Executor,
  establishmentId: string,
  week: SummaryWeek,
): Promise<EstablishmentWeek> => {
  const { start, end } = weekWindow(week);
  const spend = await db.execute(sql`
    select coalesce(sum(ttc), 0)::bigint as ttc_cents from (
      select total_ttc as ttc from invoices
      where establishment_id = ${establishmentId} and issued_at >= ${start} and issued_at < ${end}
      union all
      select -total_ttc from credit_notes
      where establishment_id = ${establishmentId} and issued_at >= ${start} and issued_at < ${end}
    ) as movements`);
  return {
    ...(await counts(db, week, sql`establishment_id = ${establishmentId}`)),
    spendTtcCents: Number(rowsOf<{ ttc_cents: string | number }>(spend)[0]?.ttc_cents ?? 0),
  };
};

/** The lab's week: every establishment, and the five that validated the most orders. */
export const labWeek = async (db: Executor, week: SummaryWeek): Promise<LabWeek> => {
  const { start, end } = weekWindow(week);
  const top = await db.execute(sql`
    select e.name, count(*)::int as orders
    from orders o join establishments e on e.id = o.establishment_id
    where o.validated_at >= ${start} and o.validated_at < ${end} and o.status not in ('draft', 'cancelled')
    group by e.id, e.name order by orders desc, e.name, e.id limit 5`);
  const alerts = await db.execute(sql`
    select count(*)::int as alerts from einvoicing_lifecycle_statuses
    where status_code in (${sql.join(
      ALERT_STATUS_CODES.map((code) => sql`${code}`),
      sql`, `,
    )}) and received_at >= ${start} and received_at < ${end}`);
  return {
    ...(await counts(db, week, sql`true`)),
    topEstablishments: rowsOf<{ name: string; orders: number }>(top),
    rejectedOrDisputed: Number(rowsOf<{ alerts: number | string }>(alerts)[0]?.alerts ?? 0),
  };
};
