import type { CalendarDay } from '@conque/domain/planning/calendar-day';
import { addCalendarDays } from '@conque/domain/planning/calendar-day';
import { firstDayWithRoom } from '@conque/domain/planning/capacity';
import { type PromiseInput, promisedShipDay } from '@conque/domain/planning/promised-date';
import { and, between, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { orders } from '../../db/schema/index';
import { awaitingShipment } from '../orders/list-orders-shape';

/**
 * Orders due per promised day from `from` to `to`: those awaiting shipment, one range of the
 * partial index orders_awaiting_promised_idx read from the index alone (bench/promised-capacity).
 */
export const dueBetween = async (
  db: Executor,
  from: CalendarDay,
  to: CalendarDay,
): Promise<Map<CalendarDay, number>> => {
  const rows = await db
    .select({ day: orders.promisedShipOn, due: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(and(awaitingShipment, between(orders.promisedShipOn, from, to)))
    .groupBy(orders.promisedShipOn);
  return new Map(rows.flatMap((row) => (row.day === null ? [] : [[row.day, row.due] as const])));
};

const SEARCH_WINDOW_DAYS = 42;

/**
 * The day an order validated at `input.validatedAt` is promised (decision 143): the production
 * time's day (decision 99), or the first working day after it with room when the lab has set a
 * capacity. Without one, no count is read.
 */
export const promisedDayWithRoom = async (db: Executor, input: PromiseInput): Promise<CalendarDay> => {
  const capacity = input.settings.daily_capacity;
  let from = promisedShipDay(input);
  if (capacity === null) return from;
  // Read a window of days at a time: the first one nearly always has room, and a lab booked months
  // ahead reads on without counting the whole future at each validation.
  for (;;) {
    const to = addCalendarDays(from, SEARCH_WINDOW_DAYS - 1);
    const day = firstDayWithRoom(from, await dueBetween(db, from, to), capacity, input.settings.closures);
    if (day <= to) return day;
    from = addCalendarDays(to, 1);
  }
};

/**
 * Validations take turns from the count to the commit, so that two of them never both take a
 * day's last place (decision 143): a transaction-scoped advisory lock, on PostgreSQL and on PGlite
 * (one connection: the transactions already take turns there, the lock costs nothing).
 */
export const lockPromisedDays = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('conque:promised-days'))`);
};
