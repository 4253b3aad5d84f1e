import type { RemakeOf, RemakeSummary } from '@conque/domain/orders/remakes';
import { type Actor, can } from '@conque/domain/permissions/can';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import type { OrderRow } from '../orders/order-access';
import { currentRemakeFree } from './current-remake-terms';

/**
 * GET /api/orders/:id `remake`: the order this one remakes, with the reason and
 * whether it is free, asked again for a draft.
 */
export const remakeOfView = async (db: Executor, row: OrderRow): Promise<RemakeOf | null> => {
  if (row.remakeOf === null || row.remakeReason === null) return null;
  const [[original], free] = await Promise.all([
    db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, row.remakeOf)).limit(1),
    currentRemakeFree(db, row),
  ]);
  return {
    order_id: row.remakeOf,
    order_number: original?.orderNumber ?? null,
    reason: row.remakeReason,
    comment: row.remakeComment,
    free,
  };
};

/** GET /api/orders/:id `remakes`: the order's remakes the actor may see (never another's draft). */
export const remakesOf = async (db: Executor, actor: Actor, row: OrderRow): Promise<RemakeSummary[]> => {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      reason: orders.remakeReason,
      free: orders.remakeFree,
      createdAt: orders.createdAt,
      createdBy: orders.createdBy,
      establishmentId: orders.establishmentId,
    })
    .from(orders)
    .where(eq(orders.remakeOf, row.id))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.flatMap((remake) =>
    remake.reason !== null && can(actor, 'orders.view', remake)
      ? [
          {
            id: remake.id,
            order_number: remake.orderNumber,
            status: remake.status,
            reason: remake.reason,
            free: remake.free,
            created_at: remake.createdAt.toISOString(),
          },
        ]
      : [],
  );
};
