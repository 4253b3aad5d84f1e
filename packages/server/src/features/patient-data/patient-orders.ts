import type { Actor } from '@conque/domain/permissions/can';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import { assertCan, loadOrder, type OrderRow } from '../orders/order-access';

const sameName = (column: typeof orders.patientFirstName | typeof orders.patientLastName, value: string) =>
  sql`lower(trim(${column})) = lower(trim(${value}))`;

/**
 * The patient of `orderId` (its first and last names) and every order of the
 * establishment for the same names, drafts of anyone included, oldest first; for the manager of the
 * establishment only (`patients.manage_data`; a hidden order is 404). `lock` holds the rows.
 */
export const loadPatientOrders = async (
  db: Executor,
  actor: Actor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<{ anchor: OrderRow; orders: OrderRow[] }> => {
  const anchor = assertCan(actor, 'patients.manage_data', await loadOrder(db, orderId));
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, anchor.establishmentId),
        sameName(orders.patientFirstName, anchor.patientFirstName),
        sameName(orders.patientLastName, anchor.patientLastName),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return { anchor, orders: options.lock ? await query.for('update') : await query };
};
