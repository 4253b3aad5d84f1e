import { type Actor, can } from '@conque/domain/permissions/can';
import type { DueCounts } from '@conque/domain/planning/api-types';
import { parisDay } from '@conque/domain/shared/paris-time';
import { and, lte, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { readRiskWindow } from '../planning/read-risk-window';
import { atRiskWhere, awaitingShipment, riskParams } from './list-orders-shape';

/**
 * How many orders awaiting shipment are late (promised before today, Paris) and due today, one range
 * of the partial index orders_awaiting_promised_idx; and how many are « À risque », another range of
 * it (the window of domain/planning/at-risk.ts), as the dashboard's filter lists them.
 */
export const countDueOrders = async (deps: Deps, actor: Actor): Promise<DueCounts> => {
  if (!can(actor, 'orders.view_due_counts')) throw AppError.forbidden();
  const today = parisDay(deps.now());
  const { window } = await readRiskWindow(deps, today);
  const [[due], [risk]] = await Promise.all([
    deps.db
      .select({
        late: sql<number>`count(*) filter (where ${orders.promisedShipOn} < ${today})`.mapWith(Number),
        today: sql<number>`count(*) filter (where ${orders.promisedShipOn} = ${today})`.mapWith(Number),
      })
      .from(orders)
      .where(and(awaitingShipment, lte(orders.promisedShipOn, today))),
    deps.db
      .select({ atRisk: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(atRiskWhere(riskParams(window))),
  ]);
  return { late: due?.late ?? 0, today: due?.today ?? 0, at_risk: risk?.atRisk ?? 0, today_day: today };
};
