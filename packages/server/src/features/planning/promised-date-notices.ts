import { type Actor, can } from '@conque/domain/permissions/can';
import type { PromisedDateNoticeList } from '@conque/domain/planning/api-types';
import { and, count, desc, eq } from 'drizzle-orm';
import { orders, promisedDateNotices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';
import { assertCan, loadOrder } from '../orders/order-access';

const SHOWN = 50;

/**
 * Issue 25 item 1: the clinic's bell, the orders of the actor's establishment whose promised day the
 * lab moved, newest first. The patient's name is read from the order (erasure leaves nothing here).
 */
export const listPromisedDateNotices = async (deps: Deps, actor: Actor): Promise<PromisedDateNoticeList> => {
  if (!can(actor, 'promised_date_notices.manage') || actor.establishmentId === null)
    throw AppError.forbidden();
  const mine = eq(promisedDateNotices.establishmentId, actor.establishmentId);
  const rows = await deps.db
    .select({
      orderId: promisedDateNotices.orderId,
      createdAt: promisedDateNotices.createdAt,
      orderNumber: orders.orderNumber,
      firstName: orders.patientFirstName,
      lastName: orders.patientLastName,
      promisedShipOn: orders.promisedShipOn,
      shippingMethod: orders.shippingMethod,
    })
    .from(promisedDateNotices)
    .innerJoin(orders, and(eq(orders.id, promisedDateNotices.orderId), mine))
    .where(mine)
    .orderBy(desc(promisedDateNotices.createdAt))
    .limit(SHOWN);
  const [counted] = await deps.db.select({ total: count() }).from(promisedDateNotices).where(mine);
  return {
    items: rows.map((row) => ({
      order_id: row.orderId,
      order_number: row.orderNumber,
      patient_name: `${row.firstName} ${row.lastName}`.trim(),
      promised_ship_on: row.promisedShipOn,
      shipping_method: row.shippingMethod,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
};

/** Seen: anyone of the establishment who sees the order clears its notice (idempotent). */
export const clearPromisedDateNotice = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<{ success: true; deleted: number }> => {
  if (!can(actor, 'promised_date_notices.manage')) throw AppError.forbidden();
  assertCan(actor, 'orders.view', await loadOrder(deps.db, orderId));
  const deleted = await deps.db
    .delete(promisedDateNotices)
    .where(eq(promisedDateNotices.orderId, orderId))
    .returning({ id: promisedDateNotices.orderId });
  return { success: true, deleted: deleted.length };
};
