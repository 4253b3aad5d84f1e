import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICES_CSV_HEADER } from '../../../src/features/invoices/export-invoices-csv';
import { insertEstablishment, insertInvoice, signedInUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';

// GET /api/invoices/export, the invoice list as a CSV file for Excel in French.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);

describe('GET /api/invoices/export', () => {
  const EXPECTED: Record<Exclude<Who, 'bad token'>, number | 'own' | 'all' | 'none'> = {
    anonymous: 401,
    preparator: 'all',
    manager: 'own',
    'manager without establishment': 'none',
    user: 403,
    viewer: 403,
  };
  it.each(WHO_WITHOUT_BAD_TOKEN.map((who) => [who]))('%s gets the invoices it may list', async (who) => {
    const { own, other, token } = await callerScene(t, who);
    const mine = await insertInvoice(t.db, { establishmentId: own.id, month: '2026-01' });
    const foreign = await insertInvoice(t.db, { establishmentId: other.id, month: '2026-01' });
    const response = await t.request('/api/invoices/export', { token });
    const expected = EXPECTED[who as keyof typeof EXPECTED];
    if (typeof expected === 'number') {
      expect(response.status).toBe(expected);
      return;
    }
    expect(response.status).toBe(200);
    const numbers = rowsOf(await response.text())
      .slice(1)
      .map((row) => row.split(';')[0]);
    if (expected === 'own') expect(numbers).toEqual([mine.number]);
    if (expected === 'none') expect(numbers).toEqual([]);
    if (expected === 'all') expect(numbers).toEqual(expect.arrayContaining([mine.number, foreign.number]));
  });

  it('writes the amounts with a decimal comma, the payment, and keeps to the search', async () => {
    const establishment = await insertEstablishment(t.db);
    const { token } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const paid = await insertInvoice(t.db, {
      establishmentId: establishment.id,
      month: '2026-02',
      totalHt: 123450,
      totalTva: 24690,
      totalTtc: 148140,
      paidStatus: 'paid',
      paidAt: new Date('2026-03-20T10:00:00Z'),
      issuedAt: new Date('2026-03-01T05:00:00Z'),
      dueAt: new Date('2026-03-31T05:00:00Z'),
    });
    await insertInvoice(t.db, { establishmentId: establishment.id, month: '2026-01' });

    const response = await t.request(`/api/invoices/export?search=${encodeURIComponent(paid.number)}`, {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="factures-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = rowsOf(await response.text());
    expect(header).toBe(INVOICES_CSV_HEADER.join(';'));
    expect(rows).toEqual([
      [
        paid.number,
        'février 2026',
        'Établissement facturé',
        '55203253400646',
        '01/03/2026 06:00',
        '31/03/2026 07:00',
        '1234,50',
        '246,90',
        '1481,40',
        'Payée',
        '20/03/2026 11:00',
      ].join(';'),
    ]);
  });

  it('refuses a page or a search over 100 characters with a French 400', async () => {
    const establishment = await insertEstablishment(t.db);
    const { token } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    for (const query of ['?page=2', `?search=${'x'.repeat(101)}`]) {
      const response = await t.request(`/api/invoices/export${query}`, { token });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    }
  });
});
