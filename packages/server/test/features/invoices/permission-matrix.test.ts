import { previousParisMonth } from '@conque/domain/invoices/invoice-month';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { invoices } from '../../../src/db/schema/index';
import { invoiceXmlKeyOf } from '../../../src/features/invoices/store-invoice-pdf';
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
import { insertInvoice, invoicesSnapshot } from './invoices-test-kit';

// docs/design.md §4 "invoices": every invoice endpoint × every role × own / other establishment. A refused
// call answers the French message of its status and changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  const ownInvoice = await insertInvoice(t.db, { establishmentId: own.id });
  const foreignInvoice = await insertInvoice(t.db, { establishmentId: other.id });
  for (const invoice of [ownInvoice, foreignInvoice]) {
    const key = `${invoice.id}/facture_${invoice.number}.pdf`;
    await t.storage.put('invoice_pdfs', key, new Blob(['%PDF-1.7']).stream(), {
      contentType: 'application/pdf',
    });
    await t.storage.put('invoice_pdfs', invoiceXmlKeyOf(invoice), new Blob(['<x/>']).stream(), {
      contentType: 'application/xml',
    });
    await t.db
      .update(invoices)
      .set({ pdfUrl: `invoice_pdfs/${key}` })
      .where(eq(invoices.id, invoice.id));
  }
  return { me, token, ownInvoice, foreignInvoice };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const paid = (id: string) => ({
  path: '/api/rpc/update_invoice_payment_status',
  body: { invoice_id: id, new_paid_status: 'paid' },
});

const ENDPOINTS: Record<
  string,
  { call: (s: Scene) => MatrixCall; check?: (s: Scene, json: unknown) => void }
> = {
  'list invoices': {
    call: () => ({ path: '/api/invoices' }),
    check: (s, json) => {
      const ids = (json as { items: { id: string }[] }).items.map((item) => item.id);
      if (s.me.role === 'preparator')
        expect(ids).toEqual(expect.arrayContaining([s.ownInvoice.id, s.foreignInvoice.id]));
      else if (s.me.establishmentId) expect(ids).toEqual([s.ownInvoice.id]);
      else expect(ids).toEqual([]);
    },
  },
  "sign the PDF of its establishment's invoice": {
    call: (s) => ({ method: 'POST', path: `/api/invoices/${s.ownInvoice.id}/pdf-url` }),
    check: (_s, json) =>
      expect(json).toEqual({ signedUrl: expect.stringMatching(/^\/files\/invoice_pdfs\//) }),
  },
  "sign the PDF of another establishment's invoice": {
    call: (s) => ({ method: 'POST', path: `/api/invoices/${s.foreignInvoice.id}/pdf-url` }),
  },
  "sign the Factur-X XML of its establishment's invoice": {
    call: (s) => ({ method: 'POST', path: `/api/invoices/${s.ownInvoice.id}/xml-url` }),
    check: (_s, json) =>
      expect(json).toEqual({ signedUrl: expect.stringMatching(/^\/files\/invoice_pdfs\/.*\/factur-x_F-/) }),
  },
  "sign the Factur-X XML of another establishment's invoice": {
    call: (s) => ({ method: 'POST', path: `/api/invoices/${s.foreignInvoice.id}/xml-url` }),
  },
  "mark its establishment's invoice paid": {
    call: (s) => paid(s.ownInvoice.id),
    check: (s, json) =>
      expect(json).toMatchObject({ success: true, invoice_id: s.ownInvoice.id, paid_status: 'paid' }),
  },
  "mark another establishment's invoice paid": { call: (s) => paid(s.foreignInvoice.id) },
  'generate the monthly invoices': {
    call: () => ({ method: 'POST', path: '/api/generate-monthly-invoices' }),
    check: (_s, json) =>
      expect(json).toEqual({ created: expect.any(Number), month: previousParisMonth(new Date()) }),
  },
};

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'list invoices': [401, 200, 200, 200, 403, 403],
  "sign the PDF of its establishment's invoice": [401, 200, 200, 404, 404, 404],
  "sign the PDF of another establishment's invoice": [401, 200, 404, 404, 404, 404],
  "sign the Factur-X XML of its establishment's invoice": [401, 200, 200, 404, 404, 404],
  "sign the Factur-X XML of another establishment's invoice": [401, 200, 404, 404, 404, 404],
  "mark its establishment's invoice paid": [401, 200, 403, 404, 404, 404],
  "mark another establishment's invoice paid": [401, 200, 404, 404, 404, 404],
  'generate the monthly invoices': [401, 200, 403, 403, 403, 403],
};

const ERRORS = errorBodies({ 404: notFound('Facture introuvable.') });

describe('invoices permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    columns: WHO_WITHOUT_BAD_TOKEN,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: () => invoicesSnapshot(t),
    errors: ERRORS,
  });
});
