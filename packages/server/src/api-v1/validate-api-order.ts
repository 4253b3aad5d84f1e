import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import type { Actor } from '@conque/domain/permissions/can';
import { assertCan, loadOrder } from '../features/orders/order-access';
import { updateOrder } from '../features/orders/update-order';
import { AppError } from '../http/app-error';
import type { Deps } from '../kernel/deps';

/**
 * POST /api/v1/orders/{id}/validate: the wizard's « Valider la commande » (update-order with
 * `status: 'registered'`, validate-order.ts), with the total the client read: another total is the
 * screens' 409 `price_changed`, nothing written. An order validated already is a 409 of its own
 * rather than update-order's 403, so that a client retrying without Idempotency-Key understands.
 */
export const validateApiOrder = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  expected: { expectedTotalTTC: number; expectedShipOn?: string },
): Promise<{ order_number: string | null }> => {
  const row = assertCan(actor, 'orders.view', await loadOrder(deps.db, orderId));
  if (row.status !== 'draft') throw AppError.conflict(ORDER_MESSAGES.notADraft);
  const { order_number } = await updateOrder(deps, actor, {
    orderId,
    updates: { status: 'registered' },
    ...expected,
  });
  return { order_number };
};
