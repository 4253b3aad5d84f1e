import { type Actor, can } from '@conque/domain/permissions/can';
import type { DueCounts } from '@conque/domain/planning/api-types';
import { parisDay } from '@conque/domain/shared/paris-time';
import { and, lte, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { awaitingShipment } from './list-orders-shape';

/**
 * How many orders awaiting shipment are late (promised before today, Paris) and
 * due today: one range of the partial index orders_awaiting_promised_idx.
 */
export const countDueOrders = async (deps: Deps, actor: Actor): Promise<DueCounts> => {
  if (!can(actor, 'orders.view_due_counts')) throw AppError.forbidden();
  const today = parisDay(deps.now());
  const [row] = await deps.db
    .select({
      late: sql<number>`count(*) filter (where ${orders.promisedShipOn} < ${today})`.mapWith(Number),
      today: sql<number>`count(*) filter (where ${orders.promisedShipOn} = ${today})`.mapWith(Number),
    })
    .from(orders)
    .where(and(awaitingShipment, lte(orders.promisedShipOn, today)));
  return { late: row?.late ?? 0, today: row?.today ?? 0, today_day: today };
};
