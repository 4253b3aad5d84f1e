import type { ClearOrderNotificationsResponse } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq } from 'drizzle-orm';
import { orderNotifications } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/** The person opened the order: its entries leave that person's bell (no one else's). */
export const clearOrderNotifications = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<ClearOrderNotificationsResponse> => {
  if (!can(actor, 'order_notifications.view')) throw AppError.forbidden();
  const deleted = await deps.db
    .delete(orderNotifications)
    .where(and(eq(orderNotifications.recipientId, actor.id), eq(orderNotifications.orderId, orderId)))
    .returning({ id: orderNotifications.id });
  return { success: true, deleted: deleted.length };
};
