import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import type { Actor } from '@conque/domain/permissions/can';
import type { OrderPrices } from '@conque/domain/pricing/order-prices';
import { calculateOrderPrices } from '../features/orders/calculate-order-prices';
import { assertCan, loadOrder } from '../features/orders/order-access';
import { AppError } from '../http/app-error';
import type { Deps } from '../kernel/deps';

/**
 * GET /api/v1/orders/{id}/price: the price the wizard's summary shows for the draft as saved
 * (calculate-order-prices, the screens' own quote), which the client then confirms with
 * POST /validate. A validated order has its price already (GET /orders/{id}): 409 here.
 */
export const quoteApiOrder = async (deps: Deps, actor: Actor, orderId: string): Promise<OrderPrices> => {
  const row = assertCan(actor, 'orders.view', await loadOrder(deps.db, orderId));
  if (row.status !== 'draft') throw AppError.conflict(ORDER_MESSAGES.notADraft);
  return calculateOrderPrices(deps, actor, { order: { id: row.id }, shippingMethod: row.shippingMethod });
};
