import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { DEFAULT_PRICE_LIST } from '@conque/domain/pricing/price-list';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, priceListVersions } from '../../../src/db/schema/index';
import { insertEstablishment, insertOrder, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { CLASSIC_DETAILS, putFile, storedFiles } from './orders-test-kit';

// Spec 001 §7 "Delete of a draft" and calculate-order-prices; docs/design.md §5.8 price list in the database.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setting = async () => {
  const establishment = await insertEstablishment(t.db);
  const me = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
  return { establishment, me };
};

describe('DELETE /api/orders/:id', () => {
  it('deletes the draft and its STL files from storage', async () => {
    const { establishment, me } = await setting();
    const draft = await insertOrder(t.db, { establishmentId: establishment.id, createdBy: me.user.id });
    const path = await putFile(t, 'stl_files', `${draft.id}/gauche_1.stl`);
    const entry = {
      name: 'gauche.stl',
      path,
      size: 7,
      type: 'model/stl' as const,
      uploadedAt: new Date().toISOString(),
    };
    await t.db
      .update(orders)
      .set({ stlFiles: [entry] })
      .where(eq(orders.id, draft.id));
    expect(storedFiles(t)).toContain(`stl_files/${path}`);

    const response = await t.request(`/api/orders/${draft.id}`, { token: me.token, method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await t.db.select().from(orders).where(eq(orders.id, draft.id))).toEqual([]);
    expect(storedFiles(t)).not.toContain(`stl_files/${path}`);
  });
});

describe('POST /api/calculate-order-prices', () => {
  it('the price list is seeded with the defaults, as one version in force since always', async () => {
    const rows = await t.db.select().from(priceListVersions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.prices).toEqual(DEFAULT_PRICE_LIST);
    expect(rows[0]?.effectiveFrom).toEqual(new Date('1970-01-01T00:00:00Z'));
  });

  it('prices the order sent with the current list, counting the stored files, and saves on toSave', async () => {
    const { establishment, me } = await setting();
    const entry = {
      name: 'a.stl',
      path: 'x/a_1.stl',
      size: 84,
      type: 'model/stl' as const,
      uploadedAt: new Date().toISOString(),
    };
    const draft = await insertOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: me.user.id,
      details: CLASSIC_DETAILS,
      stlFiles: [entry, { ...entry, path: 'x/b_1.stl' }],
    });
    const body = {
      order: { id: draft.id, details: CLASSIC_DETAILS, transfer_method: 'natus', status: 'draft' },
      shippingMethod: 'express',
    };
    const expected = computeOrderPrices(CLASSIC_DETAILS, 'express', {
      transferMethod: 'natus',
      transferFileCount: 2,
    });

    const quote = await t.request('/api/calculate-order-prices', { token: me.token, body });
    expect(quote.status).toBe(200);
    expect(await quote.json()).toEqual(expected);
    expect((await t.db.select().from(orders).where(eq(orders.id, draft.id)))[0]?.details).toEqual(
      CLASSIC_DETAILS,
    );

    const saved = await t.request('/api/calculate-order-prices', {
      token: me.token,
      body: { ...body, toSave: true },
    });
    expect(await saved.json()).toEqual(expected);
    expect((await t.db.select().from(orders).where(eq(orders.id, draft.id)))[0]?.details).toEqual({
      ...CLASSIC_DETAILS,
      prices: expected,
    });
  });

  it('follows the version in force, not a later one', async () => {
    const { me } = await setting();
    const [current] = await t.db
      .insert(priceListVersions)
      .values({
        effectiveFrom: new Date(Date.now() - 60_000),
        prices: { ...DEFAULT_PRICE_LIST, classicPerEar: 4000 },
        createdByName: 'Test',
      })
      .returning();
    const [future] = await t.db
      .insert(priceListVersions)
      .values({
        effectiveFrom: new Date(Date.now() + 86_400_000),
        prices: { ...DEFAULT_PRICE_LIST, classicPerEar: 9900 },
        createdByName: 'Test',
      })
      .returning();
    try {
      const response = await t.request('/api/calculate-order-prices', {
        token: me.token,
        body: { order: { details: CLASSIC_DETAILS }, shippingMethod: 'pickup' },
      });
      expect(((await response.json()) as { productsHT: number }).productsHT).toBe(4000);
    } finally {
      await t.db
        .delete(priceListVersions)
        .where(inArray(priceListVersions.id, [current?.id ?? '', future?.id ?? '']));
    }
  });
});
