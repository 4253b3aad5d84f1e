import { addMonths, parisMonthOf } from '@conque/domain/invoices/invoice-month';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertInvoice, invoicesSnapshot } from './invoices-test-kit';

// docs/design.md §3: bad input answers 4xx with a French message naming the field, and writes nothing.

let t: TestApp;
let token: string;
let invoiceId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await signedInUser(t.db, t.config, { role: 'preparator' }));
  const establishment = await insertEstablishment(t.db);
  invoiceId = (await insertInvoice(t.db, { establishmentId: establishment.id })).id;
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const thisMonth = () => parisMonthOf(new Date());
const paidStatus = '/api/rpc/update_invoice_payment_status';

const CASES: [string, { method?: string; path: string; body?: unknown }, number, string][] = [
  [
    'a body that is not JSON',
    { path: paidStatus, body: '{"invoice_id":' },
    400,
    "Le corps de la requête n'est pas un JSON valide.",
  ],
  [
    'no invoice_id',
    { path: paidStatus, body: { new_paid_status: 'paid' } },
    400,
    'Facture : Ce champ est obligatoire',
  ],
  [
    'a malformed invoice_id',
    { path: paidStatus, body: { invoice_id: '42', new_paid_status: 'paid' } },
    400,
    'Facture : Identifiant invalide',
  ],
  [
    'an unknown paid status',
    { path: paidStatus, body: { invoice_id: UNKNOWN, new_paid_status: 'payée' } },
    400,
    'Statut de paiement : paid ou pending attendu',
  ],
  [
    'no paid status',
    { path: paidStatus, body: { invoice_id: UNKNOWN } },
    400,
    'Statut de paiement : paid ou pending attendu',
  ],
  [
    'an extra field',
    { path: paidStatus, body: { invoice_id: UNKNOWN, new_paid_status: 'paid', paid_at: 'hier' } },
    400,
    'Champ inconnu : paid_at',
  ],
  [
    'an unknown invoice',
    { path: paidStatus, body: { invoice_id: UNKNOWN, new_paid_status: 'paid' } },
    404,
    'Facture introuvable.',
  ],
  [
    'a malformed id in the PDF link',
    { method: 'POST', path: '/api/invoices/abc/pdf-url' },
    400,
    'Facture : Identifiant invalide',
  ],
  [
    'an unknown invoice PDF',
    { method: 'POST', path: `/api/invoices/${UNKNOWN}/pdf-url` },
    404,
    'Facture introuvable.',
  ],
  [
    'a malformed id in the XML link',
    { method: 'POST', path: '/api/invoices/abc/xml-url' },
    400,
    'Facture : Identifiant invalide',
  ],
  [
    'an unknown invoice XML',
    { method: 'POST', path: `/api/invoices/${UNKNOWN}/xml-url` },
    404,
    'Facture introuvable.',
  ],
  ['page 0', { path: '/api/invoices?page=0' }, 400, 'Page : Numéro de page invalide'],
  ['page "deux"', { path: '/api/invoices?page=deux' }, 400, 'Page : Numéro de page invalide'],
  ['an unknown query field', { path: '/api/invoices?paid=true' }, 400, 'Champ inconnu : paid'],
  [
    'a search of 101 characters',
    { path: `/api/invoices?search=${'a'.repeat(101)}` },
    400,
    'Recherche : 100 caractères au maximum',
  ],
  [
    'a generation body that is not JSON',
    { path: '/api/generate-monthly-invoices', body: 'mois=10' },
    400,
    "Le corps de la requête n'est pas un JSON valide.",
  ],
  [
    'a malformed month',
    { path: '/api/generate-monthly-invoices', body: { month: '2026-13' } },
    400,
    'Mois : Mois invalide (format AAAA-MM attendu)',
  ],
  [
    'an unknown generation field',
    { path: '/api/generate-monthly-invoices', body: { force: true } },
    400,
    'Champ inconnu : force',
  ],
];

describe('invoices: bad input', () => {
  it.each(CASES)('%s → %i', async (_name, call, status, message) => {
    const before = await invoicesSnapshot(t);
    const response = await t.request(call.path, { ...call, token });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await invoicesSnapshot(t)).toEqual(before);
  });

  it.each([
    ['the current month', () => thisMonth()],
    ['a future month', () => addMonths(thisMonth(), 3)],
  ])('refuses to invoice %s (400), which is still shipping', async (_name, month) => {
    const before = await invoicesSnapshot(t);
    const response = await t.request('/api/generate-monthly-invoices', { body: { month: month() }, token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'bad_request',
        field: 'month',
        message: 'Mois : Le mois en cours ne peut pas encore être facturé.',
      },
    });
    expect(await invoicesSnapshot(t)).toEqual(before);
  });

  it('answers 404 with a French message while the PDF is not made yet', async () => {
    const response = await t.request(`/api/invoices/${invoiceId}/pdf-url`, { method: 'POST', token });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "La facture PDF n'est pas encore disponible. Veuillez réessayer dans quelques instants.",
    );
  });
});
