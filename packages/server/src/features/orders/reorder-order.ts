import { isReorderable } from '@conque/domain/orders/statuses';
import type { Actor } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { draftFromOrder } from './draft-from-order';
import { assertCan, loadOrder } from './order-access';

export const REORDER_MESSAGES = {
  notShipped: 'Seule une commande expédiée ou prête à être récupérée peut être commandée à nouveau.',
} as const;

/**
 * "Commander à nouveau": a new draft of the caller made from a shipped order of its
 * establishment (draft-from-order.ts), "Commande créée à partir de la commande …" in its history.
 */
export const reorderOrder = async (deps: Deps, actor: Actor, orderId: string): Promise<{ id: string }> => {
  const source = assertCan(actor, 'orders.reorder', await loadOrder(deps.db, orderId));
  if (!isReorderable(source.status)) throw AppError.conflict(REORDER_MESSAGES.notShipped);
  return draftFromOrder(deps, actor, source, {
    recordEvents: (tx, id) =>
      recordOrderEvent(tx, { orderId: id, actor, kind: 'created', from: source.orderNumber, to: 'draft' }),
  });
};
