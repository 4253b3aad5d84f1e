import { formatInvoiceNumber } from '@conque/domain/invoices/invoice-number';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumberCounters, invoices, jobs, orderEvents, orders } from '../../../src/db/schema/index';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { insertEstablishment, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { depsAt, insertShippedOrder, invoicesSnapshot } from './invoices-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test invoices its own year's month, so the counters and windows of tests never meet.
const setting = async () => {
  const establishment = await insertEstablishment(t.db, { name: 'Audition Lumière' });
  const { profile } = await insertUser(t.db, { role: 'manager', establishmentId: establishment.id });
  return { establishment, by: { establishmentId: establishment.id, createdBy: profile.id } };
};
const counterOf = async (year: number) =>
  (await t.db.select().from(invoiceNumberCounters).where(eq(invoiceNumberCounters.year, year)))[0]?.last ?? 0;
const generate = (month: string, now: Date) =>
  generateMonthlyInvoices(depsAt(t, now), { month: month as `${number}-${string}`, actor: SYSTEM_ACTOR });

describe('generateMonthlyInvoices (docs/design.md §5.11)', () => {
  it("invoices each establishment's shipped orders of the Paris month once, with lines, totals, history and a PDF job", async () => {
    const a = await setting();
    const b = await setting();
    const inMonth = new Date('2030-10-15T10:00:00Z');
    const leader = await insertShippedOrder(t.db, { ...a.by, shippedAt: inMonth });
    const follower = await insertShippedOrder(t.db, {
      ...a.by,
      shippedAt: new Date('2030-10-16T10:00:00Z'),
      sharedShippingGroup: leader.id,
    });
    const pickup = await insertShippedOrder(t.db, { ...a.by, shippedAt: inMonth, shippingMethod: 'pickup' });
    // The first instant of October in Paris is 30 September 22:00 UTC.
    const firstInstant = await insertShippedOrder(t.db, {
      ...b.by,
      shippedAt: new Date('2030-09-30T22:00:00Z'),
    });
    const untouched = [
      // Already November in Paris.
      await insertShippedOrder(t.db, { ...a.by, shippedAt: new Date('2030-10-31T23:00:00Z') }),
      await insertShippedOrder(t.db, { ...a.by, shippedAt: new Date('2030-09-30T21:59:59Z') }),
      await insertShippedOrder(t.db, { ...a.by, shippedAt: inMonth, status: 'in_progress' }),
      await insertShippedOrder(t.db, { ...a.by, shippedAt: inMonth, status: 'cancelled' }),
    ];

    const now = new Date('2030-10-31T23:05:00Z');
    const before = await counterOf(2030);
    expect(await generate('2030-10', now)).toEqual({ created: 2, month: '2030-10' });

    const issued = await t.db
      .select()
      .from(invoices)
      .where(inArray(invoices.establishmentId, [a.establishment.id, b.establishment.id]))
      .orderBy(invoices.number);
    expect(issued.map((invoice) => invoice.number).sort()).toEqual([
      formatInvoiceNumber(2030, before + 1),
      formatInvoiceNumber(2030, before + 2),
    ]);
    const ofA = issued.find((invoice) => invoice.establishmentId === a.establishment.id);
    expect(ofA).toMatchObject({
      month: '2030-10',
      paidStatus: 'pending',
      pdfUrl: null,
      issuedAt: now,
      dueAt: new Date('2030-11-30T23:05:00Z'),
      establishmentSnapshot: { name: 'Audition Lumière', siret: a.establishment.siret },
      // 3 × 38,00 products; 2 × 8,00 shipping − 8,00 discount; pickup ships free.
      totalHt: 11_400 + 800,
      totalTva: 627 + 160,
      totalTtc: 12_200 + 787,
    });
    expect(ofA?.lines.map((line) => [line.orderId, line.label, line.totalHT])).toEqual([
      [leader.id, 'Embout classique – Oreille gauche', 3800],
      [leader.id, 'Livraison Standard (La Poste - 48h/72h)', 800],
      [pickup.id, 'Embout classique – Oreille gauche', 3800],
      [follower.id, 'Embout classique – Oreille gauche', 3800],
      [follower.id, 'Livraison Standard (La Poste - 48h/72h)', 800],
      [follower.id, 'Remise expédition groupée', -800],
    ]);

    const linked = await t.db
      .select({ id: orders.id, invoiceId: orders.invoiceId })
      .from(orders)
      .where(
        inArray(orders.id, [
          leader.id,
          follower.id,
          pickup.id,
          firstInstant.id,
          ...untouched.map((o) => o.id),
        ]),
      );
    const invoiceOf = Object.fromEntries(linked.map((row) => [row.id, row.invoiceId]));
    expect([leader.id, follower.id, pickup.id].map((id) => invoiceOf[id])).toEqual([
      ofA?.id,
      ofA?.id,
      ofA?.id,
    ]);
    expect(invoiceOf[firstInstant.id]).toBeTruthy();
    expect(untouched.map((order) => invoiceOf[order.id])).toEqual([null, null, null, null]);

    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, follower.id));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'invoiced',
        actorId: null,
        actorName: 'Système',
        toValue: ofA?.number,
      }),
    ]);
    const pdfJobs = await t.db.select().from(jobs).where(eq(jobs.kind, 'generate-invoice-pdf'));
    expect(pdfJobs.map((job) => job.payload.invoiceId)).toEqual(
      expect.arrayContaining(issued.map((i) => i.id)),
    );
  });

  it('invoices nothing twice: a second run of the month creates nothing and changes nothing', async () => {
    const a = await setting();
    await insertShippedOrder(t.db, { ...a.by, shippedAt: new Date('2031-03-10T10:00:00Z') });
    const now = new Date('2031-04-01T08:00:00Z');
    expect(await generate('2031-03', now)).toEqual({ created: 1, month: '2031-03' });
    const before = await invoicesSnapshot(t);
    expect(await generate('2031-03', now)).toEqual({ created: 0, month: '2031-03' });
    expect(await invoicesSnapshot(t)).toEqual(before);
  });

  it('skips an establishment another run already invoiced for the month, and leaves no gap in the numbers', async () => {
    const done = await setting();
    const fresh = await setting();
    const shippedAt = new Date('2032-05-10T10:00:00Z');
    const late = await insertShippedOrder(t.db, { ...done.by, shippedAt });
    await insertShippedOrder(t.db, { ...fresh.by, shippedAt });
    // Another run's invoice of May for `done` (its orders then all invoiced; this one came after).
    await t.db.insert(invoiceNumberCounters).values({ year: 2032, last: 1 });
    await t.db.insert(invoices).values({
      number: formatInvoiceNumber(2032, 1),
      establishmentId: done.establishment.id,
      establishmentSnapshot: {
        name: 'x',
        siret: '1',
        billing_street_address: '',
        billing_postal_code: '',
        billing_city: '',
      },
      month: '2032-05',
      lines: [],
      totalHt: 0,
      totalTva: 0,
      totalTtc: 0,
      issuedAt: new Date('2032-06-01T00:00:00Z'),
      dueAt: new Date('2032-07-01T00:00:00Z'),
    });
    expect(await generate('2032-05', new Date('2032-06-02T08:00:00Z'))).toEqual({
      created: 1,
      month: '2032-05',
    });
    const numbers = (await t.db.select().from(invoices).where(eq(invoices.month, '2032-05'))).map(
      (i) => i.number,
    );
    expect(numbers.sort()).toEqual(['F-2032-00001', 'F-2032-00002']);
    expect(await counterOf(2032)).toBe(2);
    expect((await t.db.select().from(orders).where(eq(orders.id, late.id)))[0]?.invoiceId).toBeNull();
  });

  it('groups of three: both orders behind the leader get −26,40 € TTC back on express', async () => {
    const a = await setting();
    const shippedAt = new Date('2033-02-10T10:00:00Z');
    const leader = await insertShippedOrder(t.db, { ...a.by, shippedAt, shippingMethod: 'express' });
    for (let i = 0; i < 2; i++) {
      await insertShippedOrder(t.db, {
        ...a.by,
        shippedAt,
        shippingMethod: 'express',
        sharedShippingGroup: leader.id,
      });
    }
    await generate('2033-02', new Date('2033-03-01T08:00:00Z'));
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.establishmentId, a.establishment.id), eq(invoices.month, '2033-02')));
    expect(
      invoice?.lines.filter((line) => line.label === 'Remise expédition groupée').map((l) => l.totalHT),
    ).toEqual([-2200, -2200]);
    // 3 × 38,00 at 5,5 % + one 22,00 shipping at 20 %.
    expect(invoice).toMatchObject({ totalHt: 11_400 + 2200, totalTva: 627 + 440, totalTtc: 13_600 + 1067 });
  });

  // PostgreSQL only: on PGlite one connection serialises everything, so there is no race to lose.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two runs at once give each order one invoice and consecutive numbers',
    async () => {
      const shippedAt = new Date('2034-01-10T10:00:00Z');
      const settings = await Promise.all(Array.from({ length: 24 }, () => setting()));
      for (const s of settings) {
        for (let i = 0; i < 3; i++) await insertShippedOrder(t.db, { ...s.by, shippedAt });
      }
      const now = new Date('2034-02-01T08:00:00Z');
      const [first, second] = await Promise.all([generate('2034-01', now), generate('2034-01', now)]);
      expect((first?.created ?? 0) + (second?.created ?? 0)).toBe(24);
      const issued = await t.db.select().from(invoices).where(eq(invoices.month, '2034-01'));
      expect(issued.map((i) => i.number).sort()).toEqual(
        Array.from({ length: 24 }, (_, i) => formatInvoiceNumber(2034, i + 1)),
      );
      expect(new Set(issued.map((i) => i.establishmentId)).size).toBe(24);
      const invoiced = await t.db
        .select({ invoiceId: orders.invoiceId })
        .from(orders)
        .where(
          inArray(
            orders.establishmentId,
            settings.map((s) => s.establishment.id),
          ),
        );
      expect(invoiced).toHaveLength(72);
      expect(invoiced.every((row) => row.invoiceId !== null)).toBe(true);
      const events = await t.db
        .select()
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.toValue,
            issued.map((i) => i.number),
          ),
        );
      expect(events).toHaveLength(72);
      expect(await counterOf(2034)).toBe(24);
    },
  );
});
