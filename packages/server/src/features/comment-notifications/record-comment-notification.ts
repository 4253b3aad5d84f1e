import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { commentNotifications } from '../../db/schema/index';
import type { OrderRow } from '../orders/order-access';

export const patientNameOf = (order: Pick<OrderRow, 'patientFirstName' | 'patientLastName'>) =>
  `${order.patientFirstName} ${order.patientLastName}`.trim();

/**
 * Spec 001 §7 "comment_notifications: insert", one row per order (docs/design.md §5.13): a newer comment
 * replaces the order's notification in one statement. Two comments committing out of order keep the
 * newer one: the update applies only when it is not older than what is stored.
 */
export const recordCommentNotification = async (
  tx: Tx,
  input: { order: OrderRow; commentId: string; createdAt: Date },
) => {
  await tx
    .insert(commentNotifications)
    .values({
      orderId: input.order.id,
      commentId: input.commentId,
      orderNumber: input.order.orderNumber,
      patientName: patientNameOf(input.order),
      createdAt: input.createdAt,
    })
    .onConflictDoUpdate({
      target: commentNotifications.orderId,
      set: {
        commentId: sql`excluded.comment_id`,
        orderNumber: sql`excluded.order_number`,
        patientName: sql`excluded.patient_name`,
        createdAt: sql`excluded.created_at`,
      },
      setWhere: sql`excluded.created_at >= ${commentNotifications.createdAt}`,
    });
};

/** Spec 001 §7 "comment_notifications: delete": the order's notification, if any (idempotent). */
export const deleteCommentNotification = async (db: Executor, orderId: string) =>
  (
    await db
      .delete(commentNotifications)
      .where(eq(commentNotifications.orderId, orderId))
      .returning({ id: commentNotifications.id })
  ).length;
