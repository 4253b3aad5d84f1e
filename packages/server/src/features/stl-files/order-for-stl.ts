import { type Actor, can, type Resource } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { stlErrors } from './stl-rules';

const columns = {
  id: orders.id,
  establishmentId: orders.establishmentId,
  createdBy: orders.createdBy,
  status: orders.status,
  invoiceId: orders.invoiceId,
  stlFiles: orders.stlFiles,
};

export type OrderForStl = {
  id: string;
  stlFiles: (typeof orders.$inferSelect)['stlFiles'];
  resource: Resource;
};

/**
 * The order as the permission rules see it. `lock` takes the row for the rest of the transaction, so
 * a change of the STL list is decided and written on the same state (two uploads never lose one).
 */
export const loadOrderForStl = async (
  db: Executor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<OrderForStl | undefined> => {
  const query = db.select(columns).from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const resource: Resource = {
    establishmentId: row.establishmentId,
    createdBy: row.createdBy,
    status: row.status,
    invoiced: row.invoiceId !== null,
  };
  return { id: row.id, stlFiles: row.stlFiles, resource };
};

/** 404 for an order the actor may not see (never reveal it exists), 403 when seen but not its files. */
export const assertManagesStlFiles = (actor: Actor, order: OrderForStl | undefined): OrderForStl => {
  if (!order || !can(actor, 'orders.view', order.resource)) throw stlErrors.orderNotFound();
  if (!can(actor, 'stl_files.manage', order.resource)) throw AppError.forbidden();
  return order;
};
