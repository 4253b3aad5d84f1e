import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import { formatInvoiceNumber } from '@conque/domain/invoices/invoice-number';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { invoiceNumberCounters, invoices, jobs, orderEvents, orders } from '../../../src/db/schema/index';
import type { Deps } from '../../../src/kernel/deps';
import type { TestApp } from '../../support/test-app';
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

let counter = 0;
/** An issued invoice, as a run leaves it; numbered in 2020 so it never meets a generated one. */
export const insertInvoice = async (
  db: Db,
  values: { establishmentId: string; name?: string } & Partial<typeof invoices.$inferInsert>,
) => {
  counter += 1;
  const { name, ...rest } = values;
  const [row] = await db
    .insert(invoices)
    .values({
      number: formatInvoiceNumber(2020, counter),
      establishmentSnapshot: {
        name: name ?? 'Audition Test',
        siret: '55203253400646',
        billing_street_address: '1 rue de la Paix',
        billing_postal_code: '75002',
        billing_city: 'Paris',
      },
      month: `2020-${String((counter % 12) + 1).padStart(2, '0')}`,
      lines: [],
      totalHt: 4600,
      totalTva: 369,
      totalTtc: 4969,
      issuedAt: new Date('2020-12-01T00:00:00Z'),
      dueAt: new Date('2020-12-31T00:00:00Z'),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('invoice not inserted');
  return row;
};
