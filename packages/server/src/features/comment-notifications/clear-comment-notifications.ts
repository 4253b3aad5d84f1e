import type { ClearCommentNotificationsResponse } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { assertSeesOrder } from '../order-comments/comment-rules';
import { loadOrder } from '../orders/order-access';
import { deleteCommentNotification } from './record-comment-notification';

/**
 * Spec 001 §7 "comment_notifications: select then delete": a preparator opened the order's comments
 * (docs/design.md §5.13). Idempotent: opening them twice, or in two tabs, answers the same.
 */
export const clearCommentNotifications = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<ClearCommentNotificationsResponse> => {
  const order = assertSeesOrder(actor, await loadOrder(deps.db, orderId));
  if (!can(actor, 'comment_notifications.manage')) throw AppError.forbidden();
  return { success: true, deleted: await deleteCommentNotification(deps.db, order.id) };
};
