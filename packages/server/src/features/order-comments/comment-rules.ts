import { COMMENT_RULE_MESSAGES } from '@conque/domain/orders/comment-schema';
import { type Actor, can } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import { ORDER_NOT_FOUND, type OrderRow, orderResource } from '../orders/order-access';

/** Whoever may see the order may read its thread (docs/design.md §4 "see orders"); anyone else gets a 404. */
export const assertSeesOrder = (actor: Actor, row: OrderRow | undefined): OrderRow => {
  if (!row || !can(actor, 'orders.view', orderResource(row))) throw AppError.notFound(ORDER_NOT_FOUND);
  return row;
};

/**
 * docs/design.md §4 "comment on an order" (domain's `orders.comment`): a hidden order is a 404, a refused
 * role a 403; a draft, though its creator may see it, has no thread yet (409).
 */
export const assertMayComment = (actor: Actor, row: OrderRow | undefined): OrderRow => {
  const order = assertSeesOrder(actor, row);
  if (!can(actor, 'orders.comment', orderResource(order))) throw AppError.forbidden();
  if (order.status === 'draft') throw AppError.conflict(COMMENT_RULE_MESSAGES.draft);
  return order;
};
