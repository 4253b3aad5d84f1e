import type { OrderHistoryResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { desc, eq } from 'drizzle-orm';
import { orderEvents } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from '../orders/order-access';

/**
 * GET /api/orders/:id/history: the order's timeline, newest first, for whoever may read the order
 * (404 otherwise: another establishment's order, or someone else's draft, is never revealed).
 */
export const listOrderHistory = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<OrderHistoryResponse> => {
  assertCan(actor, 'orders.view', await loadOrder(deps.db, orderId));
  const rows = await deps.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    // Times come from clock_timestamp() (record-order-event.ts); the id only keeps ties stable.
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id));
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor_name: row.actorName,
      api_key_name: row.apiKeyName,
      kind: row.kind,
      from: row.fromValue,
      to: row.toValue,
      created_at: row.createdAt.toISOString(),
    })),
  };
};
