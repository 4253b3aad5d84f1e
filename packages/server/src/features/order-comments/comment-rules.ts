import { type Actor, can } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import { ORDER_NOT_FOUND, type OrderRow, orderResource } from '../orders/order-access';

export const COMMENT_MESSAGES = {
  draft: 'Les commentaires sont disponibles une fois la commande validée.',
} as const;

/** Whoever may see the order may read its thread (DESIGN §4 "see orders"); anyone else gets a 404. */
export const assertSeesOrder = (actor: Actor, row: OrderRow | undefined): OrderRow => {
  if (!row || !can(actor, 'orders.view', orderResource(row))) throw AppError.notFound(ORDER_NOT_FOUND);
  return row;
};

/**
 * DESIGN §4 "comment on an order": preparators on any order they see, managers and users on their
 * establishment's, viewers never. A draft has no thread: the preparators cannot see it, so a comment
 * there would reach no one (the wizard's own comment field is for the order itself).
 */
export const assertMayComment = (actor: Actor, row: OrderRow | undefined): OrderRow => {
  const order = assertSeesOrder(actor, row);
  if (actor.role === 'viewer') throw AppError.forbidden();
  if (order.status === 'draft') throw AppError.conflict(COMMENT_MESSAGES.draft);
  return order;
};
