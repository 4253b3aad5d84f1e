import { formatInvoiceNumber } from '@conque/domain/invoices/invoice-number';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumberCounters, invoices, orderEvents, orders } from '../../../src/db/schema/index';
import {
  type BatchOutcome,
  generateMonthlyInvoices,
} from '../../../src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { insertEstablishment, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { CLASSIC_DETAILS } from '../orders/orders-test-kit';
import { depsAt, insertShippedOrder } from './invoices-test-kit';

// The run invoices establishments by batches, one transaction each (generate-monthly-invoices.ts):
// what happens when a batch cannot be committed as a whole.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setting = async () => {
  const establishment = await insertEstablishment(t.db, { name: 'Audition Batch' });
  const { profile } = await insertUser(t.db, { role: 'manager', establishmentId: establishment.id });
  return { establishment, by: { establishmentId: establishment.id, createdBy: profile.id } };
};
const counterOf = async (year: number) =>
  (await t.db.select().from(invoiceNumberCounters).where(eq(invoiceNumberCounters.year, year)))[0]?.last ?? 0;
const generate = (
  month: string,
  now: Date,
  options?: { batchSize?: number; concurrency?: number; onBatch?: (batch: BatchOutcome) => void },
) =>
  generateMonthlyInvoices(depsAt(t, now), {
    month: month as `${number}-${string}`,
    actor: SYSTEM_ACTOR,
    ...options,
  });
const sorted = (ids: string[]) => [...ids].sort();
/** Resolves once another connection of this database waits on a lock (PostgreSQL only). */
const someoneWaitsOnALock = async () => {
  for (let attempt = 0; attempt < 600; attempt++) {
    const waiting = await t.db.execute(sql`
      select 1 from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'
        and query ilike '%invoice_number_counters%'`);
    if ((waiting as unknown as { rows: unknown[] }).rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the batch never waited on the invoice counter');
};
const monthInvoices = (month: string) => t.db.select().from(invoices).where(eq(invoices.month, month));

describe('generateMonthlyInvoices by batches', () => {
  it('an establishment that cannot be invoiced fails alone: the others are invoiced, numbers without gap, and the run reports it', async () => {
    const shippedAt = new Date('2035-03-10T10:00:00Z');
    const settings = await Promise.all(Array.from({ length: 5 }, () => setting()));
    for (const s of settings) await insertShippedOrder(t.db, { ...s.by, shippedAt });
    // Prices beyond what an invoice's integer total holds: PostgreSQL refuses that invoice.
    const broken = settings[2];
    if (!broken) throw new Error('no setting');
    const prices = computeOrderPrices(CLASSIC_DETAILS, 'standard');
    const huge = { ...prices, productsHT: 3_000_000_000, totalTTC: 3_000_000_000 };
    const brokenOrder = await insertShippedOrder(t.db, {
      ...broken.by,
      shippedAt,
      details: {
        ...CLASSIC_DETAILS,
        prices: { ...huge, items: prices.items.map((item) => ({ ...item, totalPrice: 3_000_000_000 })) },
      },
    });

    const batches: BatchOutcome[] = [];
    await expect(
      generate('2035-03', new Date('2035-04-01T08:00:00Z'), { onBatch: (b) => batches.push(b) }),
    ).rejects.toThrow('1 établissement(s) non facturé(s) pour 2035-03 : value "3');
    // The batch of five fails as a whole, then each establishment is tried alone.
    const ids = settings.map((s) => s.establishment.id);
    expect(batches[0]).toEqual({ establishmentIds: expect.any(Array), outcome: 'failed' });
    expect(sorted(batches[0]?.establishmentIds ?? [])).toEqual(sorted(ids));
    expect(batches.slice(1)).toEqual(
      batches[0]?.establishmentIds.map((id) =>
        id === broken.establishment.id
          ? { establishmentIds: [id], outcome: 'failed' }
          : { establishmentIds: [id], outcome: 'committed', issued: 1 },
      ),
    );
    const issued = await monthInvoices('2035-03');
    expect(issued.map((i) => i.number).sort()).toEqual(
      Array.from({ length: 4 }, (_, i) => formatInvoiceNumber(2035, i + 1)),
    );
    expect(issued.map((i) => i.establishmentId)).not.toContain(broken.establishment.id);
    expect(await counterOf(2035)).toBe(4);
    const [left] = await t.db.select().from(orders).where(eq(orders.id, brokenOrder.id));
    expect(left?.invoiceId).toBeNull();
    expect(await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, brokenOrder.id))).toEqual([]);
  });

  it("run by a preparator's button, the history names the preparator on every invoiced order", async () => {
    const shippedAt = new Date('2038-02-10T10:00:00Z');
    const settings = await Promise.all(Array.from({ length: 3 }, () => setting()));
    for (const s of settings) {
      for (let i = 0; i < 2; i++) await insertShippedOrder(t.db, { ...s.by, shippedAt });
    }
    const { profile } = await insertUser(t.db, { role: 'preparator', firstName: 'Léa', lastName: 'Roux' });
    const batches: BatchOutcome[] = [];
    const result = await generateMonthlyInvoices(depsAt(t, new Date('2038-03-01T08:00:00Z')), {
      month: '2038-02',
      actor: { id: profile.id },
      batchSize: 2,
      onBatch: (b) => batches.push(b),
    });
    expect(result).toEqual({ created: 3, month: '2038-02' });
    // Two batches (2 + 1 establishments), each committed whole: no fallback.
    expect(batches.map((b) => [b.establishmentIds.length, b.outcome])).toEqual([
      [2, 'committed'],
      [1, 'committed'],
    ]);
    const issued = await monthInvoices('2038-02');
    const events = await t.db
      .select()
      .from(orderEvents)
      .innerJoin(orders, eq(orders.id, orderEvents.orderId))
      .where(
        inArray(
          orders.invoiceId,
          issued.map((i) => i.id),
        ),
      );
    expect(events).toHaveLength(6);
    for (const { order_events: event, orders: order } of events) {
      expect(event).toMatchObject({ kind: 'invoiced', actorId: profile.id, actorName: 'Léa Roux' });
      expect(event.toValue).toBe(issued.find((i) => i.id === order.invoiceId)?.number);
    }
  });

  // PostgreSQL only: another run's invoice written while the batch runs needs a second connection.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a batch that meets another run's invoice is done again one establishment at a time, numbers without gap",
    async () => {
      const shippedAt = new Date('2036-05-10T10:00:00Z');
      const settings = await Promise.all(Array.from({ length: 6 }, () => setting()));
      for (const s of settings) {
        for (let i = 0; i < 2; i++) await insertShippedOrder(t.db, { ...s.by, shippedAt });
      }
      const raced = settings[3]?.establishment.id ?? '';
      // Another run, still in its transaction, has just numbered and written this establishment's
      // invoice (with an order it shipped since): the batch's check does not see it yet.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written = () => {};
      const inserted = new Promise<void>((resolve) => {
        written = resolve;
      });
      const other = t.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into invoice_number_counters (year, last) values (2036, 1)
          on conflict (year) do update set last = invoice_number_counters.last + 1`);
        await tx.insert(invoices).values({
          number: formatInvoiceNumber(2036, 1),
          establishmentId: raced,
          establishmentSnapshot: {
            name: 'x',
            siret: '1',
            billing_street_address: '',
            billing_postal_code: '',
            billing_city: '',
          },
          month: '2036-05',
          lines: [],
          totalHt: 0,
          totalTva: 0,
          totalTtc: 0,
          issuedAt: new Date('2036-06-01T00:00:00Z'),
          dueAt: new Date('2036-07-01T00:00:00Z'),
        });
        written();
        await held;
      });
      await inserted;
      const batches: BatchOutcome[] = [];
      const run = generate('2036-05', new Date('2036-06-01T08:00:00Z'), { onBatch: (b) => batches.push(b) });
      // The batch has locked its orders and waits on the counter row the other run holds: only then
      // does the other run commit.
      await someoneWaitsOnALock();
      release();
      await other;
      expect(await run).toEqual({ created: 5, month: '2036-05' });
      // The batch of six met the other run's invoice and failed whole; then one transaction per
      // establishment: five invoiced, the raced one found already done.
      const ids = settings.map((s) => s.establishment.id);
      expect(batches[0]).toEqual({ establishmentIds: expect.any(Array), outcome: 'failed' });
      expect(sorted(batches[0]?.establishmentIds ?? [])).toEqual(sorted(ids));
      expect(batches.slice(1)).toEqual(
        batches[0]?.establishmentIds.map((id) => ({
          establishmentIds: [id],
          outcome: 'committed',
          issued: id === raced ? 0 : 1,
        })),
      );

      const issued = await monthInvoices('2036-05');
      expect(issued.map((i) => i.number).sort()).toEqual(
        Array.from({ length: 6 }, (_, i) => formatInvoiceNumber(2036, i + 1)),
      );
      expect(await counterOf(2036)).toBe(6);
      const ours = settings.map((s) => s.establishment.id).filter((id) => id !== raced);
      const invoicedOrders = await t.db.select().from(orders).where(inArray(orders.establishmentId, ours));
      expect(invoicedOrders).toHaveLength(10);
      expect(invoicedOrders.every((order) => order.invoiceId !== null)).toBe(true);
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(
          and(
            eq(orderEvents.kind, 'invoiced'),
            inArray(
              orderEvents.orderId,
              invoicedOrders.map((order) => order.id),
            ),
          ),
        );
      expect(events).toHaveLength(10);
      // The raced establishment's orders stay for the preparator, as when a run comes second.
      const left = await t.db.select().from(orders).where(eq(orders.establishmentId, raced));
      expect(left.every((order) => order.invoiceId === null)).toBe(true);
    },
  );

  // PostgreSQL only: PGlite's one connection runs one transaction at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two runs of small batches side by side: every invoice counted once, every order invoiced once, numbers without gap',
    async () => {
      const shippedAt = new Date('2037-09-10T10:00:00Z');
      const settings = await Promise.all(Array.from({ length: 14 }, () => setting()));
      for (const s of settings) {
        for (let i = 0; i < 2; i++) await insertShippedOrder(t.db, { ...s.by, shippedAt });
      }
      const now = new Date('2037-10-01T08:00:00Z');
      const results = await Promise.all([
        generate('2037-09', now, { batchSize: 2, concurrency: 3 }),
        generate('2037-09', now, { batchSize: 3, concurrency: 2 }),
      ]);
      expect(results.reduce((sum, result) => sum + result.created, 0)).toBe(14);
      const issued = await monthInvoices('2037-09');
      expect(issued.map((i) => i.number).sort()).toEqual(
        Array.from({ length: 14 }, (_, i) => formatInvoiceNumber(2037, i + 1)),
      );
      expect(new Set(issued.map((i) => i.establishmentId)).size).toBe(14);
      const invoiced = await t.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.establishmentId,
            settings.map((s) => s.establishment.id),
          ),
        );
      expect(invoiced.every((order) => order.invoiceId !== null)).toBe(true);
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.orderId,
            invoiced.map((order) => order.id),
          ),
        );
      expect(events.map((event) => event.kind)).toEqual(Array(28).fill('invoiced'));
      expect(await counterOf(2037)).toBe(14);
    },
  );
});
