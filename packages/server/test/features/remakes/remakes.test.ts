import type { OrderListPage, OrderView } from '@conque/domain/orders/api-types';
import type { RemakeRatesResponse } from '@conque/domain/orders/remakes';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { COMPLETE_CLASSIC_EAR } from '@conque/domain/orders/test-fixtures';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { DEFAULT_PRICE_LIST } from '@conque/domain/pricing/price-list';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../../src/db/schema/index';
import { orderInvoiceLines } from '../../../src/features/invoices/order-lines';
import { insertUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { CLASSIC_DETAILS, insertRegisteredOrder, ordersSnapshot, putFile } from '../orders/orders-test-kit';

// POST /api/orders/:id/remake, the warranty at validation, the list's filter and
// GET /api/remake-rates.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string } };
const DAY = 24 * 60 * 60 * 1000;
const BOTH_EARS = {
  type: 'classic',
  left: { ...COMPLETE_CLASSIC_EAR },
  right: { ...COMPLETE_CLASSIC_EAR },
} as const;
const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

/** An order of both ears shipped `daysAgo` days ago, with one impression in storage. */
const shippedOrder = async (establishmentId: string, createdBy: string, daysAgo = 10, overrides = {}) => {
  const order = await insertRegisteredOrder(t.db, {
    establishmentId,
    createdBy,
    status: 'shipped',
    shippingMethod: 'standard',
    shippingAddress: null,
    details: { ...BOTH_EARS, prices: computeOrderPrices(BOTH_EARS, 'standard') },
    shippedAt: new Date(Date.now() - daysAgo * DAY),
    ...overrides,
  });
  const key = await putFile(t, 'stl_files', `${order.id}/gauche_1772445600000.stl`, 'solid gauche');
  const files: StlFileEntry[] = [
    { name: 'gauche.stl', path: key, size: 12, type: 'model/stl', uploadedAt: '2026-03-02T10:00:00.000Z' },
  ];
  await t.db.update(orders).set({ stlFiles: files }).where(eq(orders.id, order.id));
  return { ...order, stlFiles: files };
};

const ask = (orderId: string, token: string | undefined, body: unknown) =>
  t.request(`/api/orders/${orderId}/remake`, { method: 'POST', token, body: JSON.stringify(body) });

/** Validates a remake draft as its creator (the wizard's last step), picked up at the lab. */
const validate = async (id: string, token: string | undefined) => {
  await t.db.update(orders).set({ shippingMethod: 'pickup' }).where(eq(orders.id, id));
  const response = await t.request('/api/update-order', {
    method: 'POST',
    token,
    body: JSON.stringify({ orderId: id, updates: { status: 'registered' } }),
  });
  expect(response.status).toBe(200);
};

describe('POST /api/orders/:id/remake', () => {
  it('makes a free draft for the chosen ear, linked both ways, with the reason in both histories', async () => {
    const { own, me, token } = await callerScene(t, 'user');
    const original = await shippedOrder(own.id, me.id);
    const response = await ask(original.id, token, { ears: ['right'], reason: 'poor_fit' });
    expect(response.status).toBe(201);
    const { id, free } = (await response.json()) as { id: string; free: boolean };
    expect(free).toBe(true);

    const draft = await row(id);
    expect(draft).toMatchObject({
      status: 'draft',
      remakeOf: original.id,
      remakeReason: 'poor_fit',
      remakeFree: true,
      createdBy: me.id,
      patientLastName: original.patientLastName,
    });
    expect(draft?.details?.left).toBeUndefined();
    expect(draft?.details?.right).toEqual(COMPLETE_CLASSIC_EAR);
    // Free: a first line with the reason, every amount at zero, shipping included.
    expect(draft?.details?.prices).toMatchObject({ productsHT: 0, shippingHT: 0, totalTTC: 0 });
    expect(draft?.details?.prices?.items[0]).toEqual({
      label: 'Refabrication sous garantie (Mauvais ajustement)',
      ear: null,
      quantity: 1,
      totalPrice: 0,
    });
    expect(draft?.stlFiles.map((file) => file.path)).toEqual([`${id}/gauche_1772445600000.stl`]);

    const events = await t.db
      .select({
        orderId: orderEvents.orderId,
        kind: orderEvents.kind,
        from: orderEvents.fromValue,
        to: orderEvents.toValue,
      })
      .from(orderEvents)
      .where(eq(orderEvents.kind, 'remake_requested'));
    expect(events).toEqual(
      expect.arrayContaining([
        { orderId: id, kind: 'remake_requested', from: original.orderNumber, to: 'poor_fit' },
        { orderId: original.id, kind: 'remake_requested', from: null, to: 'poor_fit' },
      ]),
    );

    await validate(id, token);
    const remakeView = (await (await t.request(`/api/orders/${id}`, { token })).json()) as OrderView;
    expect(remakeView.remake).toEqual({
      order_id: original.id,
      order_number: original.orderNumber,
      reason: 'poor_fit',
      comment: '',
      free: true,
    });
    expect(remakeView.details?.prices?.totalTTC).toBe(0);
    const originalView = (await (
      await t.request(`/api/orders/${original.id}`, { token })
    ).json()) as OrderView;
    expect(originalView.remakes).toEqual([
      expect.objectContaining({ id, reason: 'poor_fit', free: true, status: 'registered' }),
    ]);
    expect(originalView.shipped_at).toBe(original.shippedAt?.toISOString());

    // On the invoice: the reason line and zero amounts.
    const lines = orderInvoiceLines(
      (await row(id)) as NonNullable<Awaited<ReturnType<typeof row>>>,
      DEFAULT_PRICE_LIST,
    );
    expect(lines[0]?.label).toBe('Refabrication sous garantie (Mauvais ajustement)');
    expect(lines.reduce((sum, line) => sum + line.totalHT, 0)).toBe(0);
  });

  it('makes only the first validated fit or comfort remake free; breakage is priced', async () => {
    const { own, me, token } = await callerScene(t, 'manager');
    const original = await shippedOrder(own.id, me.id);
    const first = (await (
      await ask(original.id, token, { ears: ['left'], reason: 'discomfort' })
    ).json()) as {
      id: string;
    };
    const second = (await (await ask(original.id, token, { ears: ['left'], reason: 'poor_fit' })).json()) as {
      id: string;
      free: boolean;
    };
    // Both are free when asked (neither is validated yet); the first validated keeps the warranty.
    expect(second.free).toBe(true);
    await validate(second.id, token);
    await validate(first.id, token);
    expect((await row(second.id))?.remakeFree).toBe(true);
    const paid = await row(first.id);
    expect(paid?.remakeFree).toBe(false);
    expect(paid?.details?.prices?.items[0]?.label).toBe('Refabrication (Inconfort)');
    expect(paid?.details?.prices?.productsHT).toBe(DEFAULT_PRICE_LIST.classicPerEar);

    const broken = await ask(original.id, token, { ears: ['left', 'right'], reason: 'breakage' });
    const { id, free } = (await broken.json()) as { id: string; free: boolean };
    expect(free).toBe(false);
    expect((await row(id))?.details?.prices?.productsHT).toBe(2 * DEFAULT_PRICE_LIST.classicPerEar);
  });

  it('prices a remake of a remake normally: the warranty covers one remake', async () => {
    const { own, me, token } = await callerScene(t, 'user');
    const original = await shippedOrder(own.id, me.id);
    const remake = await shippedOrder(own.id, me.id, 5, {
      remakeOf: original.id,
      remakeReason: 'poor_fit',
      remakeFree: true,
    });
    const response = await ask(remake.id, token, { ears: ['left'], reason: 'discomfort' });
    expect(((await response.json()) as { free: boolean }).free).toBe(false);
  });

  it.each([
    ['no ear', { ears: [], reason: 'loss' }, 'Oreilles : Choisissez au moins une oreille.'],
    ['no reason', { ears: ['left'] }, 'Motif : Choisissez un motif.'],
    ['an unknown reason', { ears: ['left'], reason: 'boredom' }, 'Motif : Choisissez un motif.'],
    [
      '« Autre » without a comment',
      { ears: ['left'], reason: 'other', comment: '  ' },
      'Commentaire : Précisez le motif : le commentaire est requis pour « Autre ».',
    ],
  ])('answers 400 for %s, naming the field, and writes nothing', async (_, body, message) => {
    const { own, me, token } = await callerScene(t, 'user');
    const original = await shippedOrder(own.id, me.id);
    const before = await ordersSnapshot(t);
    const response = await ask(original.id, token, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    expect(await ordersSnapshot(t)).toEqual(before);
  });

  it('answers 400 for an ear the original did not have', async () => {
    const { own, me, token } = await callerScene(t, 'user');
    const original = await shippedOrder(own.id, me.id, 10, {
      details: { ...CLASSIC_DETAILS, prices: computeOrderPrices(CLASSIC_DETAILS, 'standard') },
    });
    const response = await ask(original.id, token, { ears: ['right'], reason: 'loss' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      "Oreille droite ne fait pas partie de la commande d'origine.",
    );
  });

  it.each([
    [
      'not shipped',
      { status: 'in_progress', shippedAt: null },
      "Seule une commande expédiée ou prête à être récupérée peut faire l'objet d'une refabrication.",
    ],
    [
      'shipped 91 days ago',
      { shippedAt: new Date(Date.now() - 91 * DAY) },
      "Une refabrication ne peut être demandée que dans les 90 jours suivant l'expédition.",
    ],
  ])('answers 409 for an order %s', async (_, overrides, message) => {
    const { own, me, token } = await callerScene(t, 'user');
    const original = await shippedOrder(own.id, me.id, 10, overrides);
    const before = await ordersSnapshot(t);
    const response = await ask(original.id, token, { ears: ['left'], reason: 'loss' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    expect(await ordersSnapshot(t)).toEqual(before);
  });
});

describe('the remakes in the order list and their rates', () => {
  it('filters the preparator list on remakes, with their reason, and counts rates per establishment and reason', async () => {
    const { own, me, token } = await callerScene(t, 'user');
    const { token: preparator } = await callerScene(t, 'preparator');
    const originals = [
      await shippedOrder(own.id, me.id),
      await shippedOrder(own.id, me.id),
      await shippedOrder(own.id, me.id),
    ];
    for (const [original, reason] of [
      [originals[0], 'loss'],
      [originals[1], 'other'],
    ] as const) {
      const { id } = (await (
        await ask(original?.id ?? '', token, { ears: ['left'], reason, comment: 'Tombé à l’eau' })
      ).json()) as {
        id: string;
      };
      await validate(id, token);
    }
    // A draft remake is neither listed nor counted.
    await ask(originals[2]?.id ?? '', token, { ears: ['left'], reason: 'loss' });

    const page = (await (
      await t.request('/api/orders?remake=true', { token: preparator })
    ).json()) as OrderListPage;
    const ours = page.items.filter((item) => item.patient_last_name === originals[0]?.patientLastName);
    expect(page.items.every((item) => item.remake_reason !== null)).toBe(true);
    expect(ours.length).toBeGreaterThanOrEqual(2);
    expect(page.total).toBe(page.items.length);
    const all = (await (await t.request('/api/orders', { token: preparator })).json()) as OrderListPage;
    expect(all.items.some((item) => item.remake_reason === null)).toBe(true);
    expect((await t.request('/api/orders?remake=peut-etre', { token: preparator })).status).toBe(400);

    const rates = (await (
      await t.request('/api/remake-rates', { token: preparator })
    ).json()) as RemakeRatesResponse;
    const mine = rates.items.find((item) => item.establishment_id === own.id);
    expect(mine).toMatchObject({
      shipped_orders: 3,
      remakes: 2,
      by_reason: { loss: 1, other: 1, poor_fit: 0 },
    });
    const bad = await t.request('/api/remake-rates?months=0', { token: preparator });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorJson).error.message).toBe(
      "Période : La période doit être d'au moins 1 mois.",
    );
  });
});

describe('permission matrix (own / other establishment)', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer.
  const OWN = [401, 403, 201, 404, 201, 403];
  const OTHER = [401, 403, 404, 404, 404, 404];
  it.each(
    WHO_WITHOUT_BAD_TOKEN.flatMap((who, column) => [
      [who, 'own', OWN[column]] as const,
      [who, 'other', OTHER[column]] as const,
    ]),
  )('POST remake, %s on an order of its %s establishment: %i', async (who: Who, whose, status) => {
    const { own, other, token } = await callerScene(t, who);
    const establishmentId = whose === 'own' ? own.id : other.id;
    const { profile: creator } = await insertUser(t.db, { role: 'user', establishmentId });
    const original = await shippedOrder(establishmentId, creator.id);
    const before = await ordersSnapshot(t);
    const response = await ask(original.id, token, { ears: ['left'], reason: 'loss' });
    expect(response.status).toBe(status);
    if (status !== 201) expect(await ordersSnapshot(t)).toEqual(before);
    else {
      const all = await t.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id));
      expect(all).toHaveLength(before.orders.length + 1);
    }
  });

  const RATES = [401, 200, 403, 403, 403, 403];
  it.each(WHO_WITHOUT_BAD_TOKEN.map((who, column) => [who, RATES[column]] as const))(
    'GET /api/remake-rates as %s: %i',
    async (who, status) => {
      const { token } = await callerScene(t, who);
      expect((await t.request('/api/remake-rates', { token })).status).toBe(status);
    },
  );
});
