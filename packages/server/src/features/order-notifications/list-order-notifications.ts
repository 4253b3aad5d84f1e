import type { OrderNotificationList } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { count, desc, eq } from 'drizzle-orm';
import { orderNotifications, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

export const ORDER_NOTIFICATIONS_SHOWN = 50;

/**
 * The establishment side's bell, each person's own entries, newest first. The
 * patient's name is read from the order now (an erased patient reads as its reference).
 */
export const listOrderNotifications = async (deps: Deps, actor: Actor): Promise<OrderNotificationList> => {
  if (!can(actor, 'order_notifications.view')) throw AppError.forbidden();
  const rows = await deps.db
    .select({
      orderId: orderNotifications.orderId,
      kind: orderNotifications.kind,
      createdAt: orderNotifications.createdAt,
      orderNumber: orders.orderNumber,
      firstName: orders.patientFirstName,
      lastName: orders.patientLastName,
    })
    .from(orderNotifications)
    .innerJoin(orders, eq(orders.id, orderNotifications.orderId))
    .where(eq(orderNotifications.recipientId, actor.id))
    .orderBy(desc(orderNotifications.createdAt), desc(orderNotifications.id))
    .limit(ORDER_NOTIFICATIONS_SHOWN);
  const [counted] = await deps.db
    .select({ total: count() })
    .from(orderNotifications)
    .where(eq(orderNotifications.recipientId, actor.id));
  return {
    items: rows.map((row) => ({
      order_id: row.orderId,
      kind: row.kind,
      order_number: row.orderNumber,
      patient_name: `${row.firstName} ${row.lastName}`.trim(),
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
};
