import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { flatPrices } from '@conque/domain/pricing/price-items';
import { DEFAULT_PRICE_LIST } from '@conque/domain/pricing/price-list';
import type { PriceListView } from '@conque/domain/pricing/price-list-versions';
import { formatParis } from '@conque/domain/shared/paris-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceListVersions } from '../../../src/db/schema/index';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { CLASSIC_DETAILS, insertRegisteredOrder } from '../orders/orders-test-kit';

// The lab's price list, in versions with an effective date, edited by preparators.

let t: TestApp;
let preparator: string;
beforeAll(async () => {
  t = await createTestApp();
  preparator = (
    await signedInUser(t.db, t.config, { role: 'preparator', firstName: 'Paule', lastName: 'Prix' })
  ).token;
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string } };
const DAY_MS = 86_400_000;
const parisDay = (offsetDays: number) =>
  formatParis(new Date(Date.now() + offsetDays * DAY_MS), 'yyyy-MM-dd');
const view = async () =>
  (await (await t.request('/api/price-list', { token: preparator })).json()) as PriceListView;
const post = (body: unknown, token = preparator) => t.request('/api/price-list', { token, body });
const prices = (overrides: Record<string, number> = {}) => ({
  ...flatPrices(DEFAULT_PRICE_LIST),
  ...overrides,
});

describe('the price list in versions', () => {
  it('starts with the defaults, one version in force since always', async () => {
    const list = await view();
    expect(list.current).toEqual(flatPrices(DEFAULT_PRICE_LIST));
    expect(list.versions).toEqual([
      expect.objectContaining({
        effective_from: '1970-01-01',
        created_by_name: 'Tarifs initiaux',
        current: true,
      }),
    ]);
  });

  it('a version for a later day changes nothing today; one for today prices new quotes, never a validated order', async () => {
    const establishment = await insertEstablishment(t.db);
    const manager = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const validated = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: manager.profile.id,
    });
    const quote = async () =>
      (await (
        await t.request('/api/calculate-order-prices', {
          token: manager.token,
          body: { order: { details: CLASSIC_DETAILS }, shippingMethod: 'express' },
        })
      ).json()) as { productsHT: number; shippingHT: number };

    expect(
      (await post({ effective_from: parisDay(10), prices: prices({ classicPerEar: 9900 }) })).status,
    ).toBe(201);
    expect((await view()).current.classicPerEar).toBe(3800);
    expect(await quote()).toMatchObject({ productsHT: 3800, shippingHT: 2200 });

    expect(
      (
        await post({
          effective_from: parisDay(0),
          prices: prices({ classicPerEar: 4200, 'shipping.express': 2500 }),
        })
      ).status,
    ).toBe(201);
    const list = await view();
    expect(list.current).toMatchObject({ classicPerEar: 4200, 'shipping.express': 2500 });
    expect(
      list.versions.map((version) => [version.effective_from, version.current, version.created_by_name]),
    ).toEqual([
      [parisDay(10), false, 'Paule Prix'],
      [parisDay(0), true, 'Paule Prix'],
      ['1970-01-01', false, 'Tarifs initiaux'],
    ]);
    expect(await quote()).toMatchObject({ productsHT: 4200, shippingHT: 2500 });
    // The order validated before keeps the prices it was validated with.
    const order = (await (
      await t.request(`/api/orders/${validated.id}`, { token: manager.token })
    ).json()) as {
      details: { prices: unknown };
    };
    expect(order.details.prices).toEqual(computeOrderPrices(CLASSIC_DETAILS, 'pickup'));

    // Anyone signed in reads the list in force (the wizard's labels).
    const current = await t.request('/api/price-list/current', { token: manager.token });
    expect((await current.json()) as { classicPerEar: number; shipping: { express: number } }).toMatchObject({
      classicPerEar: 4200,
      shipping: { express: 2500 },
    });
  });

  it.each([
    [
      { effective_from: parisDay(-1), prices: prices() },
      "Date d'effet : La date d'effet ne peut pas être passée",
    ],
    [{ effective_from: '2026-02-30', prices: prices() }, "Date d'effet : Date invalide (AAAA-MM-JJ attendu)"],
    [{ effective_from: '1er mars', prices: prices() }, "Date d'effet : Date invalide (AAAA-MM-JJ attendu)"],
    [
      { effective_from: parisDay(1), prices: prices({ classicPerEar: -100 }) },
      'Embout classique (par oreille) : Montant invalide : un nombre de centimes entre 0 et 1 000 000',
    ],
    [
      { effective_from: parisDay(1), prices: prices({ 'shipping.express': 12.5 }) },
      'Express : Montant invalide : un nombre de centimes entre 0 et 1 000 000',
    ],
    [{ effective_from: parisDay(1), prices: { ...prices(), extra: 1 } }, 'Champ inconnu : extra'],
    [{ effective_from: parisDay(1) }, 'Tarifs : Ce champ est obligatoire'],
  ])('refuses %j with a French 400 and writes nothing', async (body, message) => {
    const before = await t.db.select().from(priceListVersions);
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    expect(await t.db.select().from(priceListVersions)).toEqual(before);
  });
});

describe('price list permission matrix', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer.
  const MATRIX = {
    'GET /api/price-list': [401, 200, 403, 403, 403, 403],
    'POST /api/price-list': [401, 201, 403, 403, 403, 403],
    'GET /api/price-list/current': [401, 200, 200, 200, 200, 200],
  } as const;
  it.each(
    (Object.keys(MATRIX) as (keyof typeof MATRIX)[]).flatMap((call) =>
      WHO_WITHOUT_BAD_TOKEN.map((who, column) => [call, who, MATRIX[call][column]] as const),
    ),
  )('%s by %s: %i', async (call, who: Who, status) => {
    const { token } = await callerScene(t, who);
    const before = await t.db.select().from(priceListVersions);
    const [method, path] = call.split(' ') as ['GET' | 'POST', string];
    const response =
      method === 'GET'
        ? await t.request(path, { token })
        : await t.request(path, { token, body: { effective_from: parisDay(30), prices: prices() } });
    expect(response.status).toBe(status);
    if ((status ?? 0) >= 400) expect(await t.db.select().from(priceListVersions)).toEqual(before);
  });
});
