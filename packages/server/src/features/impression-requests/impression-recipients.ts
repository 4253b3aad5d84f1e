import type { OrderNotificationKind } from '@conque/domain/orders/api-types';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderNotifications, profiles } from '../../db/schema/index';
import type { OrderRow } from '../orders/order-access';

/**
 * Who the lab tells of an order's turn (a new impression asked; its
 * promised day moved): the order's creator and the managers of its establishment (each once), as
 * their accounts are now.
 */
export const impressionRecipients = async (
  db: Executor,
  order: Pick<OrderRow, 'createdBy' | 'establishmentId'>,
): Promise<string[]> => {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      or(
        eq(profiles.id, order.createdBy),
        and(eq(profiles.establishmentId, order.establishmentId), eq(profiles.role, 'manager')),
      ),
    );
  return [...new Set(rows.map((row) => row.id))];
};

/** Each recipient's bell (one entry per person, order and kind; rung again, it comes back on top). */
export const ringBells = async (
  db: Executor,
  orderId: string,
  recipientIds: string[],
  kind: OrderNotificationKind = 'impression_requested',
) => {
  if (recipientIds.length === 0) return;
  await db
    .insert(orderNotifications)
    .values(recipientIds.map((recipientId) => ({ recipientId, orderId, kind })))
    .onConflictDoUpdate({
      target: [orderNotifications.recipientId, orderNotifications.orderId, orderNotifications.kind],
      set: { createdAt: sql`now()` },
    });
};

/** The request ended (answered or withdrawn): nobody's bell still calls for it. */
export const silenceBells = async (db: Executor, orderId: string) => {
  await db
    .delete(orderNotifications)
    .where(and(eq(orderNotifications.orderId, orderId), eq(orderNotifications.kind, 'impression_requested')));
};
