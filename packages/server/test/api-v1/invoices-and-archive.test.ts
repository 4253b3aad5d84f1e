import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import {
  apiCreditNoteNumberedPageSchema,
  apiInvoiceNumberedPageSchema,
} from '@conque/domain/public-api/v1-invoice-schemas';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditNotes, orders, patientDataReads } from '../../src/db/schema/index';
import { creditNoteXmlKeyOf } from '../../src/features/credit-notes/store-credit-note-pdf';
import { invoiceXmlKeyOf } from '../../src/features/invoices/store-invoice-pdf';
import { StorageUnavailableError } from '../../src/storage/storage';
import { insertRegisteredOrder } from '../features/orders/orders-test-kit';
import { captureLogs } from '../support/capture-logs';
import { insertEstablishment, insertInvoice, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { readResources } from './public-api-test-kit';

// The invoices' Factur-X downloads and the order's archive, with a key.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyFor = async (token: string, scopes: string[]) => {
  const response = await t.request('/api/api-keys', { token, body: { name: 'Compta', scopes } });
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedApiKey).secret;
};

const get = (key: string, path: string) =>
  t.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });

const put = (bucket: 'stl_files' | 'order_pdfs' | 'invoice_pdfs', key: string, body: Uint8Array | string) =>
  t.storage.put(bucket, key, new Blob([body]).stream(), { contentType: 'application/octet-stream' });

describe('invoices with a key', () => {
  it('lists the establishment’s invoices and credit notes and downloads the PDF and the XML', async () => {
    const own = await insertEstablishment(t.db);
    const other = await insertEstablishment(t.db);
    const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const invoice = await insertInvoice(t.db, {
      establishmentId: own.id,
      pdfUrl: `invoice_pdfs/${own.id}/f.pdf`,
    });
    await insertInvoice(t.db, { establishmentId: other.id });
    await put('invoice_pdfs', `${own.id}/f.pdf`, '%PDF-1.7 facture');
    await put('invoice_pdfs', invoiceXmlKeyOf(invoice), '<rsm:CrossIndustryInvoice/>');
    const key = await keyFor(manager.token, ['invoices:read']);

    const list = await get(key, '/invoices');
    expect(list.status).toBe(200);
    expect(apiInvoiceNumberedPageSchema.parse(await list.json()).items.map((item) => item.id)).toEqual([
      invoice.id,
    ]);
    const notes = await get(key, '/credit-notes');
    expect(apiCreditNoteNumberedPageSchema.parse(await notes.json()).items).toEqual([]);

    for (const [path, content] of [
      [`/invoices/${invoice.id}/pdf`, '%PDF-1.7 facture'],
      [`/invoices/${invoice.id}/xml`, '<rsm:CrossIndustryInvoice/>'],
    ] as const) {
      const redirect = await get(key, path);
      expect(redirect.status).toBe(302);
      const file = await t.app.request(redirect.headers.get('location') ?? '');
      expect(await file.text()).toBe(content);
    }
    const readsOrders = await keyFor(manager.token, ['orders:read']);
    expect((await get(readsOrders, '/invoices')).status).toBe(403);
  });

  it('downloads a credit note’s XML as an invoice’s: signed for 60 s, once its PDF exists, no access log', async () => {
    const scene = await readResources(t);
    const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: scene.own.id });
    const key = await keyFor(manager.token, ['invoices:read']);
    const readsBefore = await t.db.select().from(patientDataReads);

    const invoiceXml = await get(key, `/invoices/${scene.invoice.id}/xml`);
    expect(invoiceXml.status).toBe(302);
    const redirect = await get(key, `/credit-notes/${scene.note.id}/xml`);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location).toContain(`/files/invoice_pdfs/${creditNoteXmlKeyOf(scene.note)}`);
    expect(await (await t.app.request(location)).text()).toBe('abc');
    // Decision 62: an invoice's or a credit note's file is no read of an order's patient data.
    expect(await t.db.select().from(patientDataReads)).toEqual(readsBefore);

    await t.db.update(creditNotes).set({ pdfUrl: null }).where(eq(creditNotes.id, scene.note.id));
    const notReady = await get(key, `/credit-notes/${scene.note.id}/xml`);
    expect(notReady.status).toBe(404);
    expect(await notReady.json()).toEqual({
      error: { code: 'not_found', message: "Le XML Factur-X de cet avoir n'est pas disponible." },
    });
  });
});

describe('GET /api/v1/orders/{id}/archive', () => {
  it('streams one ZIP: the impressions, the order form and the job ticket; each read is in the access log', async () => {
    const own = await insertEstablishment(t.db);
    const creator = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
    const order = await insertRegisteredOrder(t.db, { establishmentId: own.id, createdBy: creator.user.id });
    const left = new Uint8Array(300_000).map((_, index) => index % 251);
    const right = new Uint8Array(1000).fill(7);
    await put('stl_files', `${order.id}/gauche_1.stl`, left);
    await put('stl_files', `${order.id}/droite_1.stl`, right);
    await put('order_pdfs', `${order.id}/bon.pdf`, '%PDF-1.7 bon');
    const uploadedAt = new Date().toISOString();
    await t.db
      .update(orders)
      .set({
        pdfUrl: `order_pdfs/${order.id}/bon.pdf`,
        stlFiles: [
          {
            name: 'oreille.stl',
            path: `${order.id}/gauche_1.stl`,
            size: left.length,
            type: 'model/stl',
            uploadedAt,
          },
          {
            name: 'oreille.stl',
            path: `${order.id}/droite_1.stl`,
            size: right.length,
            type: 'model/stl',
            uploadedAt,
          },
        ],
      })
      .where(eq(orders.id, order.id));
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const key = await keyFor(preparator.token, ['files:read']);

    const response = await get(key, `/orders/${order.id}/archive`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="commande-${order.orderNumber}.zip"`,
    );
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.length));
    const files = unzipSync(body);
    expect(Object.keys(files).sort()).toEqual([
      `bon-de-commande-${order.orderNumber}.pdf`,
      'empreintes/2-oreille.stl',
      'empreintes/oreille.stl',
      'fiche-de-fabrication.json',
    ]);
    expect(files['empreintes/oreille.stl']).toEqual(left);
    expect(files['empreintes/2-oreille.stl']).toEqual(right);
    const ticket = JSON.parse(Buffer.from(files['fiche-de-fabrication.json'] ?? []).toString());
    expect(ticket).toEqual(
      expect.objectContaining({
        ticket_version: 1,
        order_id: order.id,
        order_number: order.orderNumber,
        patient: expect.objectContaining({ last_name: 'Lefèvre' }),
        configuration: expect.objectContaining({ left: expect.anything() }),
        impressions: [
          { name: 'oreille.stl', archive_path: 'empreintes/oreille.stl' },
          { name: 'oreille.stl', archive_path: 'empreintes/2-oreille.stl' },
        ],
        order_form: `bon-de-commande-${order.orderNumber}.pdf`,
      }),
    );
    const reads = await t.db.select().from(patientDataReads).where(eq(patientDataReads.orderId, order.id));
    expect(reads.map((read) => [read.kind, read.actorRole]).sort()).toEqual([
      ['pdf', 'preparator'],
      ['stl', 'preparator'],
      ['stl', 'preparator'],
    ]);
    // HEAD: the same headers, no body.
    const head = await t.app.request(`/api/v1/orders/${order.id}/archive`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(body.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    // Nothing of the patient's was read: the access log holds the download's reads only.
    expect(
      await t.db.select().from(patientDataReads).where(eq(patientDataReads.orderId, order.id)),
    ).toHaveLength(3);
    // orders:read alone does not download files.
    expect(
      (await get(await keyFor(preparator.token, ['orders:read']), `/orders/${order.id}/archive`)).status,
    ).toBe(403);
  });

  const orderWithLostForm = async () => {
    const own = await insertEstablishment(t.db);
    const creator = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
    const order = await insertRegisteredOrder(t.db, { establishmentId: own.id, createdBy: creator.user.id });
    await t.db
      .update(orders)
      .set({ pdfUrl: `order_pdfs/${order.id}/perdu.pdf` })
      .where(eq(orders.id, order.id));
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    return { order, key: await keyFor(preparator.token, ['files:read']) };
  };
  const pdfUrlOf = async (id: string) =>
    (await t.db.select({ pdfUrl: orders.pdfUrl }).from(orders).where(eq(orders.id, id)))[0]?.pdfUrl;

  it('makes again an order form the store has lost (decision 136); a HEAD, which makes it too, announces the download’s length', async () => {
    const { order, key } = await orderWithLostForm();
    const head = await t.app.request(`/api/v1/orders/${order.id}/archive`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(head.status).toBe(200);
    const remade = await pdfUrlOf(order.id);
    expect(remade).toMatch(
      new RegExp(`^order_pdfs/${order.id}/bon-de-commande_${order.orderNumber}_\\d+[0-9a-f]{6}\\.pdf$`),
    );

    const response = await get(key, `/orders/${order.id}/archive`);
    expect(response.status).toBe(200);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(head.headers.get('content-length')).toBe(String(body.length));
    const files = unzipSync(body);
    const formName = `bon-de-commande-${order.orderNumber}.pdf`;
    expect(Object.keys(files)).toEqual([formName, 'fiche-de-fabrication.json']);
    expect(
      Buffer.from(files[formName] ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(JSON.parse(Buffer.from(files['fiche-de-fabrication.json'] ?? []).toString())).toMatchObject({
      order_form: formName,
      impressions: [],
    });
    // The GET read the form the HEAD made: no third one.
    expect(await pdfUrlOf(order.id)).toBe(remade);
  });

  it('goes on without an order form that cannot be made, says so in the job ticket and logs it', async () => {
    const { order, key } = await orderWithLostForm();
    const put = vi
      .spyOn(t.storage, 'put')
      .mockRejectedValueOnce(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
    const logs = captureLogs('error');
    try {
      const response = await get(key, `/orders/${order.id}/archive`);
      expect(response.status).toBe(200);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files)).toEqual(['fiche-de-fabrication.json']);
      expect(JSON.parse(Buffer.from(files['fiche-de-fabrication.json'] ?? []).toString())).toMatchObject({
        order_form: null,
        impressions: [],
      });
    } finally {
      logs.restore();
      put.mockRestore();
    }
    expect(logs.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        orderId: order.id,
        msg: 'bon de commande impossible à faire : archive sans lui',
      }),
    ]);
    expect(await pdfUrlOf(order.id)).toBe(`order_pdfs/${order.id}/perdu.pdf`);
  });

  it('answers 503, before any byte, when the store does not answer as the order form is made', async () => {
    const { order, key } = await orderWithLostForm();
    const put = vi
      .spyOn(t.storage, 'put')
      .mockRejectedValueOnce(new StorageUnavailableError(new Error('connect ECONNREFUSED')));
    try {
      const response = await get(key, `/orders/${order.id}/archive`);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    } finally {
      put.mockRestore();
    }
  });
});
