import { type Action, type Actor, can, type Resource } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

export type OrderRow = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND = 'Commande introuvable.';

/** The order as the permission rules of can.ts see it. */
export const orderResource = (row: OrderRow): Resource => ({
  establishmentId: row.establishmentId,
  createdBy: row.createdBy,
  status: row.status,
  invoiced: row.invoiceId !== null,
});

/**
 * Loads an order; `lock` holds its row for the rest of the transaction, so that what is decided on
 * it (status, invoice) is still true when the change is written.
 */
export const loadOrder = async (
  db: Executor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> => {
  const query = db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

/**
 * The one permission check of an order use case: 404 when the actor may not see the order (docs/design.md
 * §3: never reveal that it exists), 403 when it sees it but may not do `action`.
 */
export const assertCan = (actor: Actor, action: Action, row: OrderRow | undefined): OrderRow => {
  if (!row || !can(actor, 'orders.view', orderResource(row))) throw AppError.notFound(ORDER_NOT_FOUND);
  if (action !== 'orders.view' && !can(actor, action, orderResource(row))) throw AppError.forbidden();
  return row;
};
