import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceNumberCounters, invoices, jobs, orderEvents, orders } from '../../db/schema/index';
import type { Deps } from '../../http/context';
import type { TestApp } from '../../testing/test-app';
import { CLASSIC_DETAILS, insertRegisteredOrder, storedFiles } from '../orders/orders-test-kit';

// Test-only helpers of the invoices area: shipped orders as the preparator's status dialog leaves
// them, and a snapshot of everything a generation could change.

export const depsAt = (t: TestApp, now: Date): Deps => ({
  db: t.db,
  config: t.config,
  now: () => now,
  storage: t.storage,
});

/** An order shipped (or ready for pickup) at `shippedAt`, priced as validated. */
export const insertShippedOrder = (
  db: Db,
  values: {
    establishmentId: string;
    createdBy: string;
    shippedAt: Date;
    shippingMethod?: ShippingMethod;
  } & Partial<typeof orders.$inferInsert>,
) => {
  const shippingMethod = values.shippingMethod ?? 'standard';
  return insertRegisteredOrder(db, {
    status: shippingMethod === 'pickup' ? 'ready_pickup' : 'shipped',
    shippingMethod,
    details: { ...CLASSIC_DETAILS, prices: computeOrderPrices(CLASSIC_DETAILS, shippingMethod) },
    ...values,
  });
};

export const invoicesSnapshot = async (t: TestApp) => ({
  invoices: await t.db.select().from(invoices).orderBy(asc(invoices.number)),
  counters: await t.db.select().from(invoiceNumberCounters).orderBy(asc(invoiceNumberCounters.year)),
  orders: await t.db.select().from(orders).orderBy(asc(orders.id)),
  events: await t.db.select().from(orderEvents).orderBy(asc(orderEvents.id)),
  jobs: await t.db.select().from(jobs).orderBy(asc(jobs.id)),
  files: storedFiles(t),
});
