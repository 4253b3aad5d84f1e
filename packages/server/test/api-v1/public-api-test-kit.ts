import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { eq } from 'drizzle-orm';
import { creditNotes, orders } from '../../src/db/schema/index';
import { creditNoteXmlKeyOf } from '../../src/features/credit-notes/store-credit-note-pdf';
import { invoiceXmlKeyOf } from '../../src/features/invoices/store-invoice-pdf';
import { insertInvoice, insertShippedOrder } from '../features/invoices/invoices-test-kit';
import { insertEstablishment, signedInUser } from '../support/factories';
import type { TestApp } from '../support/test-app';

// Test-only helpers of /api/v1: a key, a call with it, the README's draft, and what the read routes
// of the permission matrix read.

/** A key made from the « Clés d'API » page's call, by the holder of `token`. */
export const apiKeyOf = async (t: TestApp, token: string, name: string, scopes: string[]) => {
  const response = await t.request('/api/api-keys', { token, body: { name, scopes } });
  if (response.status !== 201) throw new Error(`key not created: ${response.status}`);
  return ((await response.json()) as CreatedApiKey).secret;
};

/** A JSON call to /api/v1 with a key; a 204 has no body. */
export const callApi = async (
  t: TestApp,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers = {},
) => {
  const response = await t.app.request(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = response.status === 204 ? null : await response.json();
  return { status: response.status, headers: response.headers, json: json as never };
};

// The README's example body (« API »): what it shows must validate.
export const README_DRAFT = {
  patient_first_name: 'Jeanne',
  patient_last_name: 'Moreau',
  patient_gender: 'female',
  details: {
    type: 'classic',
    left: {
      shape: 'skeleton',
      material: 'silicone',
      color: 'clear',
      tube: 'standard',
      options: 'none',
      vent: 'parallel',
      ventDimension: 1.2,
      finish: 'varnished',
      cord: 'no-cord',
    },
  },
  shipping_method: 'pickup',
  transfer_method: 'octocloud',
};

/** One establishment's order (with an impression), invoice and credit note (each with its PDF and XML). */
export const readResources = async (t: TestApp) => {
  const own = await insertEstablishment(t.db);
  const creator = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
  const invoice = await insertInvoice(t.db, {
    establishmentId: own.id,
    pdfUrl: `invoice_pdfs/${own.id}/f.pdf`,
  });
  const order = await insertShippedOrder(t.db, {
    establishmentId: own.id,
    createdBy: creator.user.id,
    invoiceId: invoice.id,
    shippedAt: new Date('2020-11-10T10:00:00Z'),
  });
  await t.db
    .update(orders)
    .set({
      stlFiles: [
        {
          name: 'g.stl',
          path: `${order.id}/g.stl`,
          size: 3,
          type: 'model/stl',
          uploadedAt: new Date().toISOString(),
        },
      ],
    })
    .where(eq(orders.id, order.id));
  const put = (bucket: 'stl_files' | 'invoice_pdfs', key: string) =>
    t.storage.put(bucket, key, new Blob(['abc']).stream(), { contentType: 'application/octet-stream' });
  await put('stl_files', `${order.id}/g.stl`);
  await put('invoice_pdfs', `${own.id}/f.pdf`);
  await put('invoice_pdfs', invoiceXmlKeyOf(invoice));
  const [note] = await t.db
    .insert(creditNotes)
    .values({
      number: `A-2020-${invoice.number.slice(-5)}`,
      invoiceId: invoice.id,
      establishmentId: own.id,
      establishmentSnapshot: invoice.establishmentSnapshot,
      reason: 'Erreur',
      lines: [],
      totalHt: 0,
      totalTva: 0,
      totalTtc: 0,
      pdfUrl: `invoice_pdfs/avoirs/${invoice.id}/avoir.pdf`,
      issuedAt: new Date('2020-12-05T00:00:00Z'),
    })
    .returning();
  if (!note) throw new Error('credit note not inserted');
  await put('invoice_pdfs', `avoirs/${invoice.id}/avoir.pdf`);
  await put('invoice_pdfs', creditNoteXmlKeyOf(note));
  return { own, order, invoice, note };
};
