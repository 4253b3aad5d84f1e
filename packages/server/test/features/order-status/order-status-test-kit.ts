import { asc, eq } from 'drizzle-orm';
import { jobs, orderEvents, orders } from '../../../src/db/schema/index';
import {
  insertDeliveryAddress,
  insertEstablishment,
  insertInvoice,
  signedInUser,
} from '../../support/factories';
import type { TestApp } from '../../support/test-app';
import { addressSnapshot, insertRegisteredOrder } from '../orders/orders-test-kit';

// Test-only helpers of the preparator's dialogs: a preparator and an establishment with orders in
// any state, an invoice to lock one, and a snapshot of everything these calls could write.

export const setting = async (t: TestApp) => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const preparator = await signedInUser(t.db, t.config, {
    role: 'preparator',
    firstName: 'Marie',
    lastName: 'Durand',
  });
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  /** A validated order of this establishment, standard delivery to its address unless told. */
  const order = (values: Partial<typeof orders.$inferInsert> = {}) =>
    insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: manager.user.id,
      shippingMethod: 'standard',
      shippingAddress: addressSnapshot(address),
      ...values,
    });
  /** A shipped order (shipped yesterday unless told). */
  const shipped = (values: Partial<typeof orders.$inferInsert> = {}) =>
    order({ status: 'shipped', shippedAt: new Date(Date.now() - 86_400_000), ...values });
  return { establishment, address, preparator, manager, order, shipped };
};

/** Puts the order on an invoice (the monthly run's effect): its status and delivery are then locked. */
export const invoiceOrder = async (t: TestApp, orderId: string) => {
  const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no order');
  return insertInvoice(t.db, { establishmentId: order.establishmentId, orderIds: [orderId] });
};

export const orderRow = async (t: TestApp, id: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} missing`);
  return row;
};

export const eventsOf = (t: TestApp, orderId: string) =>
  t.db
    .select({
      kind: orderEvents.kind,
      from: orderEvents.fromValue,
      to: orderEvents.toValue,
      actorName: orderEvents.actorName,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));

/** Everything a status, delivery or history call could write. */
export const operationsSnapshot = async (t: TestApp) => ({
  orders: await t.db.select().from(orders).orderBy(asc(orders.id)),
  events: await t.db.select().from(orderEvents).orderBy(asc(orderEvents.id)),
  jobs: await t.db.select().from(jobs).orderBy(asc(jobs.id)),
});

export type ErrorJson = { error: { code: string; message: string; field?: string } };
