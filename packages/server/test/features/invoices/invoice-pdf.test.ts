import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { invoices, jobs } from '../../../src/db/schema/index';
import { generateMonthlyInvoices } from '../../../src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../../../src/features/invoices/invoice-establishment';
import { invoiceData, storeInvoicePdf } from '../../../src/features/invoices/store-invoice-pdf';
import { ciiXml } from '../../../src/pdf/factur-x/cii-document';
import { invoiceCiiDocument } from '../../../src/pdf/factur-x/invoice-cii';
import { createInvoiceDocument, drawInvoice } from '../../../src/pdf/invoice';
import { runRegisteredJobs } from '../../../src/wiring/run-registered-jobs';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { pdfUnicodeTextOf } from '../../support/pdf-file-reader';
import { createTestApp, type TestApp } from '../../support/test-app';
import { storedFiles } from '../orders/orders-test-kit';
import { depsAt, insertShippedOrder } from './invoices-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const render = async (data: ReturnType<typeof invoiceData>) => {
  const chunks: Buffer[] = [];
  const doc = createInvoiceDocument(data, { compress: false });
  const done = pipeline(
    doc,
    new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    }),
  );
  drawInvoice(doc, data, ciiXml(invoiceCiiDocument(data)));
  await done;
  return Buffer.concat(chunks);
};

// The invoice's fonts are embedded (PDF/A): its text is read through their ToUnicode maps.
const textOf = (pdf: Buffer) => pdfUnicodeTextOf(pdf).replace(/[ \n]+/g, ' ');

const invoiceOnce = async (siret?: string) => {
  const establishment = await insertEstablishment(t.db, {
    name: 'Audition Lumière',
    ...(siret ? { siret } : {}),
    billingStreetAddress: '4 place Bellecour',
    billingPostalCode: '69002',
    billingCity: 'Lyon',
  });
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  const by = { establishmentId: establishment.id, createdBy: manager.profile.id };
  const shippedAt = new Date('2030-10-15T10:00:00Z');
  const leader = await insertShippedOrder(t.db, {
    ...by,
    shippedAt,
    patientFirstName: 'Jeanne',
    patientLastName: 'Moreau',
  });
  const follower = await insertShippedOrder(t.db, { ...by, shippedAt, sharedShippingGroup: leader.id });
  const now = new Date('2030-11-01T07:00:00Z');
  await generateMonthlyInvoices(depsAt(t, now), { month: '2030-10', actor: SYSTEM_ACTOR });
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.establishmentId, establishment.id));
  if (!invoice) throw new Error('no invoice');
  return { invoice, manager, leader, follower };
};

describe('invoice PDF (docs/design.md §5.11)', () => {
  it('prints both parties with their SIRET, the lines by order, the totals and the legal mentions', async () => {
    const { invoice, leader } = await invoiceOnce('44306184100047');
    const text = textOf(await render(invoiceData(depsAt(t, new Date()), invoice)));
    for (const expected of [
      'Conque',
      '12 rue de la Conque, 69003 Lyon',
      'SIRET : 90000000000019',
      'TVA intracommunautaire : FR65900000000',
      'Facturé à',
      'Audition Lumière',
      '4 place Bellecour',
      '69002 Lyon',
      'SIRET : 44306184100047',
      `Facture ${invoice.number}`,
      "Date d'émission : 1 novembre 2030",
      "Date d'échéance : 1 décembre 2030",
      'Commandes expédiées en octobre 2030',
      `Commande ${leader.orderNumber} – Jeanne Moreau`,
      'Embout classique – Oreille gauche',
      'Remise expédition groupée',
      '-8,00\u00a0€',
      'Total HT',
      '84,00\u00a0€',
      'TVA 5,5\u00a0% sur 76,00\u00a0€',
      '4,18\u00a0€',
      'TVA 20\u00a0% sur 8,00\u00a0€',
      '1,60\u00a0€',
      'Total TTC',
      '89,78\u00a0€',
      'Paiement à 30 jours, au plus tard le 1 décembre 2030',
      'indemnité forfaitaire pour frais de recouvrement de 40 €',
      'majoré de 10 points',
    ]) {
      expect(text).toContain(expected);
    }
    expect(invoice).toMatchObject({ totalHt: 8400, totalTva: 578, totalTtc: 8978 });
  });

  it("prints the seller's SIRET from the configuration (ORG_SIRET) and the VAT number it gives", async () => {
    const { invoice } = await invoiceOnce();
    const deps = depsAt(t, new Date());
    const env = {
      DATA_DIR: deps.config.dataDir,
      JWT_SECRET: deps.config.jwtSecret,
      ORG_SIRET: '73282932000074',
    };
    const { organisation } = loadConfig(env);
    const config = { ...deps.config, organisation };
    const text = textOf(await render(invoiceData({ ...deps, config }, invoice)));
    expect(text).toContain('SIRET : 73282932000074');
    expect(text).toContain('TVA intracommunautaire : FR44732829320');
  });

  it('is made by the job, stored in invoice_pdfs, and opened through a link signed for 60 s', async () => {
    const { invoice, manager } = await invoiceOnce();
    await runRegisteredJobs(depsAt(t, new Date()));
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(stored?.pdfUrl).toBe(`invoice_pdfs/${invoice.id}/facture_${invoice.number}.pdf`);
    expect(storedFiles(t)).toContain(`invoice_pdfs/${invoice.id}/facture_${invoice.number}.pdf`);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'generate-invoice-pdf'));
    expect(job?.doneAt).toBeInstanceOf(Date);

    const signed = await t.request(`/api/invoices/${invoice.id}/pdf-url`, {
      method: 'POST',
      token: manager.token,
    });
    const { signedUrl } = (await signed.json()) as { signedUrl: string };
    const file = await t.request(signedUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('a retry after a crash between upload and update keeps the stored file and only links it', async () => {
    const { invoice } = await invoiceOnce();
    const deps = depsAt(t, new Date());
    await storeInvoicePdf(deps, invoice);
    await t.db.update(invoices).set({ pdfUrl: null }).where(eq(invoices.id, invoice.id));
    const files = storedFiles(t);
    expect(await storeInvoicePdf(deps, invoice)).toEqual({
      pdfUrl: `invoice_pdfs/${invoice.id}/facture_${invoice.number}.pdf`,
    });
    expect(storedFiles(t)).toEqual(files);
  });

  it('an invoiced order can no longer be edited (update-order answers 403 and changes nothing)', async () => {
    const { follower, manager } = await invoiceOnce();
    const response = await t.request('/api/update-order', {
      body: { orderId: follower.id, updates: { comment: 'Modifié' } },
      token: manager.token,
    });
    expect(response.status).toBe(403);
    const { orders } = await import('../../../src/db/schema/index');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, follower.id));
    expect(row?.comment).toBe(follower.comment);
    expect(row?.invoiceId).not.toBeNull();
  });
});
