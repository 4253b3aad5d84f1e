import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { creditNotes } from '../../../src/db/schema/index';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixCall,
  notFound,
  WHO_WITHOUT_BAD_TOKEN,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertInvoice, insertShippedOrder, invoicesSnapshot } from '../invoices/invoices-test-kit';

// Every credit-note endpoint × every role × own / other establishment. A refused
// call answers the French message of its status and changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An establishment's invoice with one order still on it, and a credit note with its PDF. */
const invoiceOf = async (establishmentId: string, createdBy: string) => {
  const invoice = await insertInvoice(t.db, { establishmentId });
  await insertShippedOrder(t.db, {
    establishmentId,
    createdBy,
    shippedAt: new Date('2020-11-10T10:00:00Z'),
    invoiceId: invoice.id,
  });
  const [creditNote] = await t.db
    .insert(creditNotes)
    .values({
      number: `A-2020-${invoice.number.slice(-5)}`,
      invoiceId: invoice.id,
      establishmentId,
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
  if (!creditNote) throw new Error('credit note not inserted');
  await t.storage.put('invoice_pdfs', `avoirs/${invoice.id}/avoir.pdf`, new Blob(['%PDF-1.7']).stream(), {
    contentType: 'application/pdf',
  });
  return { invoice, creditNote };
};

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  return { me, token, own: await invoiceOf(own.id, me.id), foreign: await invoiceOf(other.id, me.id) };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const issue = (invoiceId: string): MatrixCall => ({
  path: `/api/invoices/${invoiceId}/credit-notes`,
  body: { reason: 'Erreur de tarif' },
});

const ENDPOINTS: Record<
  string,
  { call: (s: Scene) => MatrixCall; check?: (s: Scene, json: unknown) => void }
> = {
  'list credit notes': {
    call: () => ({ path: '/api/credit-notes' }),
    check: (s, json) => {
      const ids = (json as { items: { id: string }[] }).items.map((item) => item.id);
      if (s.me.role === 'preparator')
        expect(ids).toEqual(expect.arrayContaining([s.own.creditNote.id, s.foreign.creditNote.id]));
      else if (s.me.establishmentId) expect(ids).toEqual([s.own.creditNote.id]);
      else expect(ids).toEqual([]);
    },
  },
  "list the orders of its establishment's invoice": {
    call: (s) => ({ path: `/api/invoices/${s.own.invoice.id}/orders` }),
    check: (_s, json) => expect(json).toHaveLength(0),
  },
  "list the orders of another establishment's invoice": {
    call: (s) => ({ path: `/api/invoices/${s.foreign.invoice.id}/orders` }),
  },
  "issue a credit note on its establishment's invoice": {
    call: (s) => issue(s.own.invoice.id),
    check: (s, json) => expect(json).toMatchObject({ invoice_id: s.own.invoice.id, order_count: 0 }),
  },
  "issue a credit note on another establishment's invoice": { call: (s) => issue(s.foreign.invoice.id) },
  "sign the PDF of its establishment's credit note": {
    call: (s) => ({ method: 'POST', path: `/api/credit-notes/${s.own.creditNote.id}/pdf-url` }),
    check: (_s, json) =>
      expect(json).toEqual({ signedUrl: expect.stringMatching(/^\/files\/invoice_pdfs\/avoirs\//) }),
  },
  "sign the PDF of another establishment's credit note": {
    call: (s) => ({ method: 'POST', path: `/api/credit-notes/${s.foreign.creditNote.id}/pdf-url` }),
  },
};

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'list credit notes': [401, 200, 200, 200, 403, 403],
  "list the orders of its establishment's invoice": [401, 200, 200, 404, 404, 404],
  "list the orders of another establishment's invoice": [401, 200, 404, 404, 404, 404],
  "issue a credit note on its establishment's invoice": [401, 201, 403, 404, 404, 404],
  "issue a credit note on another establishment's invoice": [401, 201, 404, 404, 404, 404],
  "sign the PDF of its establishment's credit note": [401, 200, 200, 404, 404, 404],
  "sign the PDF of another establishment's credit note": [401, 200, 404, 404, 404, 404],
};

const ERRORS = errorBodies({ 404: notFound('Facture introuvable.') });
const CREDIT_NOTE_ERRORS = errorBodies({ 404: notFound('Avoir introuvable.') });

const snapshot = async () => ({
  ...(await invoicesSnapshot(t)),
  creditNotes: await t.db.select().from(creditNotes).orderBy(asc(creditNotes.id)),
});

describe('credit notes permission matrix', () => {
  const pdf = (name: string) => name.startsWith('sign the PDF');
  for (const [subset, errors] of [
    [false, ERRORS],
    [true, CREDIT_NOTE_ERRORS],
  ] as const) {
    const names = Object.keys(ENDPOINTS).filter((name) => pdf(name) === subset);
    itEachMatrixCell({
      app: () => t,
      matrix: Object.fromEntries(names.map((name) => [name, MATRIX[name] ?? []])),
      columns: WHO_WITHOUT_BAD_TOKEN,
      endpoints: Object.fromEntries(
        names.map((name) => [name, ENDPOINTS[name] as (typeof ENDPOINTS)[string]]),
      ),
      makeScene,
      snapshot,
      errors,
    });
  }
});
