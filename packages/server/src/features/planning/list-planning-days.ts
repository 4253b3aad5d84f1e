import type { TipType } from '@conque/domain/catalogue/tip-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import type { PlanningDayOrder, PlanningDaysView } from '@conque/domain/planning/api-types';
import {
  DAY_ORDERS_SHOWN,
  dayLoad,
  PLANNING_VIEW_DAYS,
  upcomingWorkingDays,
} from '@conque/domain/planning/capacity';
import { parisDay } from '@conque/domain/shared/paris-time';
import { and, asc, between, eq, lte, sql } from 'drizzle-orm';
import { establishments, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { awaitingShipment } from '../orders/list-orders-shape';
import { readPlanning } from './read-planning';

/**
 * The « Planning » view (decision 143): the next working days from today (Paris), each with its
 * orders due (promised that day, awaiting shipment) against the capacity in force, and the first
 * of them by number. Two reads of the range of orders_awaiting_promised_idx: the counts, then the
 * listed orders.
 */
export const listPlanningDays = async (deps: Deps, actor: Actor): Promise<PlanningDaysView> => {
  if (!can(actor, 'planning.manage')) throw AppError.forbidden();
  const now = deps.now();
  const settings = await readPlanning(deps.db, now);
  const days = upcomingWorkingDays(parisDay(now), PLANNING_VIEW_DAYS, settings.closures);
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  const inRange = and(awaitingShipment, between(orders.promisedShipOn, first, last));

  const counts = await deps.db
    .select({ day: orders.promisedShipOn, due: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(inRange)
    .groupBy(orders.promisedShipOn);
  // The day's orders ranked in the same range read, then the first of each day joined to its
  // establishment: no second pass over the orders (a self-join read them all, bench/promised-capacity).
  const ranked = deps.db
    .select({
      day: orders.promisedShipOn,
      id: orders.id,
      orderNumber: orders.orderNumber,
      patientFirstName: orders.patientFirstName,
      patientLastName: orders.patientLastName,
      establishmentId: orders.establishmentId,
      status: orders.status,
      shippingMethod: orders.shippingMethod,
      tipType: sql<TipType | null>`${orders.details}->>'type'`.as('tip_type'),
      rank: sql<number>`row_number() over (partition by ${orders.promisedShipOn} order by ${orders.orderNumber})`.as(
        'rank',
      ),
    })
    .from(orders)
    .where(inRange)
    .as('ranked');
  const rows = await deps.db
    .select({
      day: ranked.day,
      id: ranked.id,
      orderNumber: ranked.orderNumber,
      patientFirstName: ranked.patientFirstName,
      patientLastName: ranked.patientLastName,
      establishmentName: establishments.name,
      status: ranked.status,
      shippingMethod: ranked.shippingMethod,
      tipType: ranked.tipType,
    })
    .from(ranked)
    .innerJoin(establishments, eq(establishments.id, ranked.establishmentId))
    .where(lte(ranked.rank, DAY_ORDERS_SHOWN))
    .orderBy(asc(ranked.day), asc(ranked.orderNumber));

  const listed = new Map<string, PlanningDayOrder[]>();
  for (const row of rows) {
    const list = listed.get(row.day as string) ?? [];
    list.push({
      id: row.id,
      order_number: row.orderNumber,
      patient_first_name: row.patientFirstName,
      patient_last_name: row.patientLastName,
      establishment_name: row.establishmentName,
      status: row.status,
      shipping_method: row.shippingMethod,
      tip_type: row.tipType,
    });
    listed.set(row.day as string, list);
  }
  const dueOn = new Map(counts.map((row) => [row.day as string, row.due]));
  return {
    daily_capacity: settings.daily_capacity,
    days: days.map((day) => {
      const due = dueOn.get(day) ?? 0;
      return { day, due, load: dayLoad(due, settings.daily_capacity), orders: listed.get(day) ?? [] };
    }),
  };
};
