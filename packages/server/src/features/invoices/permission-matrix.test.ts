import { previousParisMonth } from '@conque/domain/invoices/invoice-month';
import type { Role } from '@conque/domain/permissions/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index';
import { insertEstablishment, signedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertInvoice, invoicesSnapshot } from './invoices-test-kit';

// DESIGN §4 "invoices": every invoice endpoint × every role × own / other establishment. A refused
// call answers the French message of its status and changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WHO = [
  'anonymous',
  'preparator',
  'manager',
  'user',
  'viewer',
  'manager without establishment',
] as const;
type Who = (typeof WHO)[number];

const makeScene = async (who: Who) => {
  const own = await insertEstablishment(t.db);
  const other = await insertEstablishment(t.db);
  const role: Role = who === 'anonymous' || who === 'manager without establishment' ? 'manager' : who;
  const inOwn = role !== 'preparator' && who !== 'manager without establishment';
  const { profile: me, token } = await signedInUser(t.db, t.config, {
    role,
    establishmentId: inOwn ? own.id : null,
  });
  const ownInvoice = await insertInvoice(t.db, { establishmentId: own.id });
  const foreignInvoice = await insertInvoice(t.db, { establishmentId: other.id });
  for (const invoice of [ownInvoice, foreignInvoice]) {
    const key = `${invoice.id}/facture_${invoice.number}.pdf`;
    await t.storage.put('invoice_pdfs', key, new Blob(['%PDF-1.3']).stream(), {
      contentType: 'application/pdf',
    });
    await t.db
      .update(invoices)
      .set({ pdfUrl: `invoice_pdfs/${key}` })
      .where(eq(invoices.id, invoice.id));
  }
  return { me, token: who === 'anonymous' ? undefined : token, ownInvoice, foreignInvoice };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;
type Call = { method?: string; path: string; body?: unknown };

const paid = (id: string) => ({
  path: '/api/rpc/update_invoice_payment_status',
  body: { invoice_id: id, new_paid_status: 'paid' },
});

const ENDPOINTS: Record<string, { call: (s: Scene) => Call; check?: (s: Scene, json: unknown) => void }> = {
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

// Columns in the order of WHO: anonymous, preparator, manager, user, viewer, manager without establishment.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'list invoices': [401, 200, 200, 403, 403, 200],
  "sign the PDF of its establishment's invoice": [401, 200, 200, 404, 404, 404],
  "sign the PDF of another establishment's invoice": [401, 200, 404, 404, 404, 404],
  "mark its establishment's invoice paid": [401, 200, 403, 404, 404, 404],
  "mark another establishment's invoice paid": [401, 200, 404, 404, 404, 404],
  'generate the monthly invoices': [401, 200, 403, 403, 403, 403],
};

const EXPECTED_ERROR: Record<number, string> = {
  401: 'Vous devez être connecté.',
  403: "Vous n'avez pas les droits nécessaires pour cette action.",
  404: 'Facture introuvable.',
};

const ROWS = Object.entries(MATRIX).flatMap(([endpoint, statuses]) =>
  WHO.map((who, column) => ({ endpoint, who, status: statuses[column] as number })),
);

describe('invoices permission matrix', () => {
  it.each(ROWS)('$endpoint as $who → $status', async ({ endpoint, who, status }) => {
    const scene = await makeScene(who);
    const spec = ENDPOINTS[endpoint];
    if (!spec) throw new Error(endpoint);
    const { method, path, body } = spec.call(scene);
    const before = await invoicesSnapshot(t);
    const response = await t.request(path, { method, body, token: scene.token });
    expect(response.status).toBe(status);
    const json = await response.json();
    if (status < 400) {
      spec.check?.(scene, json);
      return;
    }
    expect(json).toEqual({ error: { code: expect.any(String), message: EXPECTED_ERROR[status] } });
    expect(await invoicesSnapshot(t)).toEqual(before);
  });
});
