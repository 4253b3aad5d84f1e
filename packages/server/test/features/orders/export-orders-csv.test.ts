import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { ORDERS_CSV_HEADER } from '../../../src/features/orders/export-orders-csv';
import { insertEstablishment, insertOrder, insertUser, signedInUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { CLASSIC_DETAILS, insertRegisteredOrder, ordersSnapshot } from './orders-test-kit';

// GET /api/orders/export, the order list as a CSV file for Excel in French.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The file's rows as arrays of cells (no cell of these tests holds a quoted semicolon). */
type ErrorJson = { error: { code: string; message: string } };

const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));

const exportAs = (token: string | undefined, query = '') =>
  t.request(`/api/orders/export${query}`, { token });

describe('GET /api/orders/export, who gets which orders', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: a manager its establishment's, a preparator every one's.
  const EXPECTED: Record<Exclude<Who, 'bad token'>, number | 'own' | 'all' | 'none'> = {
    anonymous: 401,
    preparator: 'all',
    manager: 'own',
    'manager without establishment': 'none',
    user: 403,
    viewer: 403,
  };
  it.each(WHO_WITHOUT_BAD_TOKEN.map((who) => [who]))('%s', async (who) => {
    const { own, other, me, token } = await callerScene(t, who);
    const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
    const mine = await insertRegisteredOrder(t.db, { establishmentId: own.id, createdBy: colleague.id });
    const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
    const foreign = await insertRegisteredOrder(t.db, { establishmentId: other.id, createdBy: stranger.id });
    const draft = await insertOrder(t.db, { establishmentId: own.id, createdBy: me.id });
    const before = await ordersSnapshot(t);

    const response = await exportAs(token);
    const expected = EXPECTED[who as keyof typeof EXPECTED];
    if (typeof expected === 'number') {
      expect(response.status).toBe(expected);
      expect(((await response.json()) as ErrorJson).error.code).toBe(
        expected === 401 ? 'unauthorized' : 'forbidden',
      );
    } else {
      expect(response.status).toBe(200);
      const numbers = rowsOf(await response.text())
        .slice(1)
        .map((row) => row[0]);
      if (expected === 'own') expect(numbers).toEqual([mine.orderNumber]);
      if (expected === 'none') expect(numbers).toEqual([]);
      if (expected === 'all')
        expect(numbers).toEqual(expect.arrayContaining([mine.orderNumber, foreign.orderNumber]));
      expect(numbers).not.toContain(draft.orderNumber);
    }
    expect(await ordersSnapshot(t)).toEqual(before);
  });
});

describe('GET /api/orders/export, the file', () => {
  it('is UTF-8 with a BOM, semicolons, French amounts and dates, named after the day, never cached', async () => {
    const establishment = await insertEstablishment(t.db, { name: 'Audition Bellecour' });
    const { token, profile } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
      firstName: 'Claire',
      lastName: 'Morel',
    });
    const details = { ...CLASSIC_DETAILS, prices: computeOrderPrices(CLASSIC_DETAILS, 'express') };
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: profile.id,
      status: 'shipped',
      patientFirstName: 'Élise',
      patientLastName: '=HYPERLINK("http://x")',
      details,
      shippingMethod: 'express',
      trackingUrl: 'https://suivi.example/123',
      validatedAt: new Date('2026-03-02T09:30:00Z'),
      shippedAt: new Date('2026-03-05T16:00:00Z'),
    });

    const response = await exportAs(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);

    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe(ORDERS_CSV_HEADER.join(';'));
    const { prices } = details;
    const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
    expect(rows).toEqual([
      [
        order.orderNumber,
        '02/03/2026 10:30',
        '05/03/2026 17:00',
        'Expédiée',
        'Embout classique',
        // A formula is shown as text, never run (OWASP "CSV injection").
        `"'=HYPERLINK(""http://x"")"`,
        'Élise',
        'Audition Bellecour',
        'Claire Morel',
        'Express',
        'https://suivi.example/123',
        euros(prices.productsHT + prices.shippingHT),
        euros(prices.tvaProduits + prices.tvaShipping),
        euros(prices.totalTTC),
        '',
      ].join(';'),
    ]);
    expect(prices.totalTTC).toBeGreaterThan(0);
  });

  it("keeps to the list's search and status filter", async () => {
    const establishment = await insertEstablishment(t.db);
    const { token, profile } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const values = { establishmentId: establishment.id, createdBy: profile.id };
    const dupont = await insertRegisteredOrder(t.db, { ...values, patientLastName: 'Dupont' });
    const shipped = await insertRegisteredOrder(t.db, {
      ...values,
      patientLastName: 'Dupont',
      status: 'shipped',
    });
    await insertRegisteredOrder(t.db, { ...values, patientLastName: 'Martin' });

    const numbers = async (query: string) =>
      rowsOf(await (await exportAs(token, query)).text())
        .slice(1)
        .map((row) => row[0]);
    expect(await numbers('?search=dupo')).toEqual([shipped.orderNumber, dupont.orderNumber].sort().reverse());
    expect(await numbers('?search=dupont&status=shipped')).toEqual([shipped.orderNumber]);
    expect(await numbers('?status=all&search=')).toHaveLength(3);
  });

  it('streams every order exactly once, newest first, across batches and equal creation times', async () => {
    const establishment = await insertEstablishment(t.db);
    const { token, profile } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    // 1 105 orders, 600 of them created at the same microsecond: the batches of 500 must cut
    // through them by id without losing or repeating one.
    const sameTime = new Date('2026-02-10T08:00:00.123Z');
    await t.db.insert(orders).values(
      Array.from({ length: 1105 }, (_, i) => ({
        establishmentId: establishment.id,
        createdBy: profile.id,
        status: 'registered' as const,
        orderNumber: `CSV-${String(i).padStart(5, '0')}`,
        createdAt: i < 600 ? sameTime : new Date(sameTime.getTime() + (i - 599) * 1000),
      })),
    );
    const numbers = rowsOf(await (await exportAs(token)).text())
      .slice(1)
      .map((row) => row[0]);
    expect(numbers).toHaveLength(1105);
    expect(new Set(numbers).size).toBe(1105);
    expect(numbers.slice(0, 3)).toEqual(['CSV-01104', 'CSV-01103', 'CSV-01102']);
  });

  it.each([
    ['?status=livree', 'Statut'],
    [`?search=${'x'.repeat(101)}`, 'Recherche'],
    ['?page=2', 'page'],
  ])('refuses %s with a French 400', async (query, field) => {
    const establishment = await insertEstablishment(t.db);
    const { token } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const response = await exportAs(token, query);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(field);
  });
});
