import type { OrderView } from '@conque/domain/orders/api-types';
import type { OrderPrices } from '@conque/domain/pricing/order-prices';
import { DEFAULT_PRICE_LIST } from '@conque/domain/pricing/price-list';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderNumberCounters, orders } from '../../../src/db/schema/index';
import { callerScene } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';

// Two fit or comfort remakes of one order drafted before either is validated. The
// second's wizard must stop saying « Sans frais » once the first is validated, and its validation
// with the total it showed (0 €) is refused with the new price, writing nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string; field?: string } };
const scene = async () => {
  const { own, me, token } = await callerScene(t, 'user');
  const original = await insertRegisteredOrder(t.db, {
    establishmentId: own.id,
    createdBy: me.id,
    status: 'shipped',
    shippingMethod: 'pickup',
    shippingAddress: null,
    shippedAt: new Date(Date.now() - 5 * 24 * 60 * 60 * 1000),
  });
  const remake = async (reason: string) => {
    const response = await t.request(`/api/orders/${original.id}/remake`, {
      method: 'POST',
      token,
      body: JSON.stringify({ ears: ['left'], reason }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await t.db.update(orders).set({ shippingMethod: 'pickup' }).where(eq(orders.id, id));
    return id;
  };
  const validate = (id: string, expectedTotalTTC?: number) =>
    t.request('/api/update-order', {
      method: 'POST',
      token,
      body: JSON.stringify({ orderId: id, updates: { status: 'registered' }, expectedTotalTTC }),
    });
  const shown = async (id: string) => {
    const order = (await (await t.request(`/api/orders/${id}`, { token })).json()) as OrderView;
    const prices = (await (
      await t.request('/api/calculate-order-prices', {
        method: 'POST',
        token,
        body: JSON.stringify({ order: { id }, shippingMethod: 'pickup' }),
      })
    ).json()) as OrderPrices;
    return { free: order.remake?.free, total: prices.totalTTC, firstLine: prices.items[0]?.label };
  };
  return { remake, validate, shown };
};

const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('a remake whose warranty went to another remake meanwhile', () => {
  it('is shown at its price once the other is validated, and refused at validation with the new price', async () => {
    const { remake, validate, shown } = await scene();
    const first = await remake('poor_fit');
    const second = await remake('discomfort');
    expect(await shown(second)).toEqual({
      free: true,
      total: 0,
      firstLine: 'Refabrication sous garantie (Inconfort)',
    });

    expect((await validate(first, 0)).status).toBe(200);
    const counters = await t.db.select().from(orderNumberCounters);

    // The wizard of the second, opened or refreshed now, says what it costs.
    const price = DEFAULT_PRICE_LIST.classicPerEar;
    const now = await shown(second);
    expect(now).toEqual({ free: false, total: expect.any(Number), firstLine: 'Refabrication (Inconfort)' });
    expect(now.total).toBeGreaterThanOrEqual(price);

    // A wizard that still showed 0 € is refused: 409, the new total in French, nothing written.
    const before = await row(second);
    const refused = await validate(second, 0);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as ErrorJson;
    expect(body.error.code).toBe('price_changed');
    expect(body.error.field).toBe('expectedTotalTTC');
    const euros = `${(now.total / 100).toFixed(2).replace('.', ',')}\u00a0€`;
    expect(body.error.message).toBe(
      `Cette refabrication n'est plus sans frais : une autre refabrication sous garantie de la commande d'origine a été validée entre-temps. Elle sera facturée au tarif en vigueur, soit ${euros} TTC. Vérifiez le récapitulatif, puis validez à nouveau pour confirmer ce prix.`,
    );
    expect(await row(second)).toEqual(before);
    expect(await t.db.select().from(orderNumberCounters)).toEqual(counters);

    // Confirmed at the price now shown, it is validated and stored at that price.
    expect((await validate(second, now.total)).status).toBe(200);
    const validated = await row(second);
    expect(validated?.status).toBe('registered');
    expect(validated?.remakeFree).toBe(false);
    expect(validated?.details?.prices?.totalTTC).toBe(now.total);
  });

  it('refuses any other total than the server’s, with both totals in the message', async () => {
    const { remake, validate, shown } = await scene();
    const id = await remake('breakage');
    const { total } = await shown(id);
    const refused = await validate(id, total + 100);
    expect(refused.status).toBe(409);
    const { error } = (await refused.json()) as ErrorJson;
    expect(error.message).toMatch(
      /^Le prix de la commande a changé depuis son affichage : .+ TTC au lieu de .+ TTC\./,
    );
    expect((await row(id))?.status).toBe('draft');
  });

  it.each([
    [-100, 'Total TTC affiché : Le total affiché doit être un montant en centimes'],
    [12.5, 'Total TTC affiché : Le total affiché doit être un montant en centimes'],
  ])('answers 400 naming the field for a total of %s, and validates nothing', async (total, message) => {
    const { remake, validate } = await scene();
    const id = await remake('breakage');
    const response = await validate(id, total);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    expect((await row(id))?.status).toBe('draft');
  });
});
