import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { jobs, orderNumberCounters, orders } from '../../../src/db/schema/index';
import {
  insertDeliveryAddress,
  insertEstablishment,
  insertOrder,
  signedInUser,
} from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  addressSnapshot,
  CLASSIC_DETAILS,
  type ErrorJson,
  insertCompleteDraft,
  ordersSnapshot,
} from './orders-test-kit';

// Spec 001 §4 and §5, docs/design.md §5.5 and §5.8: 'Valider la commande' through update-order.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The same app on the same database and storage, with its clock at `iso`. */
const appAt = (iso: string) =>
  createApp({ db: t.db, config: t.config, storage: t.storage, now: () => new Date(iso) });

const validate = (
  token: string,
  orderId: string,
  updates: Record<string, unknown> = {},
  at = '2026-03-10T09:00:00Z',
) =>
  appAt(at).request('/api/update-order', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ orderId, updates: { status: 'registered', ...updates } }),
  });

const setting = async () => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const caller = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
  const draft = () =>
    insertCompleteDraft(t.db, { establishmentId: establishment.id, createdBy: caller.user.id, address });
  return { establishment, address, token: caller.token, draft };
};

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('validating a draft', () => {
  it('numbers orders 2026-00001, 2026-00002 and stores snapshot, prices, date and the PDF job', async () => {
    const { establishment, address, token, draft } = await setting();
    const first = await draft();
    const second = await draft();
    const response = await validate(token, first.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, error: null, order_number: '2026-00001' });
    expect(await (await validate(token, second.id)).json()).toMatchObject({ order_number: '2026-00002' });

    const row = await orderRow(first.id);
    expect(row).toMatchObject({
      status: 'registered',
      orderNumber: '2026-00001',
      validatedAt: new Date('2026-03-10T09:00:00Z'),
      shippingAddress: addressSnapshot(address),
      establishmentSnapshot: {
        name: establishment.name,
        siret: establishment.siret,
        billing_street_address: establishment.billingStreetAddress,
        billing_postal_code: establishment.billingPostalCode,
        billing_city: establishment.billingCity,
      },
    });
    expect(row?.details?.prices).toEqual(
      computeOrderPrices(CLASSIC_DETAILS, 'standard', { transferMethod: 'octocloud' }),
    );
    const pdfJobs = await t.db.select().from(jobs).where(eq(jobs.kind, 'generate-order-pdf'));
    expect(pdfJobs.map((job) => job.payload)).toEqual(
      expect.arrayContaining([{ orderId: first.id }, { orderId: second.id }]),
    );
  });

  it('gives two validations made at once two different numbers', async () => {
    const { token, draft } = await setting();
    const [a, b] = [await draft(), await draft()];
    const responses = await Promise.all([
      validate(token, a.id, {}, '2026-05-01T10:00:00Z'),
      validate(token, b.id, {}, '2026-05-01T10:00:00Z'),
    ]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const numbers = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { order_number: string }).order_number),
    );
    expect(new Set(numbers).size).toBe(2);
  });

  it('takes the year of validation in Paris: 31 December 23:30 UTC is already the next year', async () => {
    const { token, draft } = await setting();
    const response = await validate(token, (await draft()).id, {}, '2026-12-31T23:30:00Z');
    expect(await response.json()).toMatchObject({ order_number: '2027-00001' });
  });

  it('computes prices on the server and ignores prices sent by the client', async () => {
    const { token, draft } = await setting();
    const order = await draft();
    const fakePrices = {
      items: [],
      productsHT: 1,
      tvaProduits: 0,
      shippingHT: 0,
      tvaShipping: 0,
      totalTTC: 1,
    };
    const response = await validate(token, order.id, {
      details: { ...CLASSIC_DETAILS, prices: fakePrices },
      shipping_method: 'express',
      transfer_method: 'physical',
    });
    expect(response.status).toBe(200);
    const row = await orderRow(order.id);
    expect(row?.details?.prices).toEqual(
      computeOrderPrices(CLASSIC_DETAILS, 'express', { transferMethod: 'physical' }),
    );
    expect(row?.details?.prices?.totalTTC).toBe(4009 + 2640);
  });

  it('needs no address for pickup, and drops the one the draft had', async () => {
    const { token, draft } = await setting();
    const order = await draft();
    expect((await validate(token, order.id, { shipping_method: 'pickup' })).status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ shippingMethod: 'pickup', shippingAddress: null });
  });

  it.each([
    [
      'no delivery address',
      { shipping_address: null },
      'Adresse de livraison : Veuillez sélectionner une adresse de livraison',
    ],
    [
      'no transfer method',
      { transfer_method: null },
      'Méthode de transfert des empreintes : Veuillez sélectionner une méthode de transfert des empreintes valide',
    ],
    [
      'STL files announced but none sent',
      { transfer_method: 'files' },
      'Méthode de transfert des empreintes : Veuillez sélectionner une méthode de transfert des empreintes valide',
    ],
    ['a blank patient name', { patient_last_name: '  ' }, 'Nom du patient : Ce champ est obligatoire'],
    [
      'no ear',
      { details: { type: 'classic' } },
      "Détails de l'embout : Veuillez remplir toutes les options pour chaque oreille sélectionnée avant de continuer.",
    ],
    ['no brand on a remote tip', { details: { type: 'remote' } }, 'Marque : Sélectionnez une marque'],
  ])('refuses %s (400, in French), and writes nothing', async (_label, updates, message) => {
    const { token, draft } = await setting();
    const order = await draft();
    const before = await ordersSnapshot(t);
    const response = await validate(token, order.id, updates);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    expect(await ordersSnapshot(t)).toEqual(before);
  });

  it("refuses another establishment's address, and an address deleted since the draft was saved", async () => {
    const { token, draft } = await setting();
    const foreign = await insertDeliveryAddress(t.db, {
      establishmentId: (await insertEstablishment(t.db)).id,
    });
    const order = await draft();
    const foreignResponse = await validate(token, order.id, { shipping_address: foreign.id });
    expect(foreignResponse.status).toBe(400);
    expect(((await foreignResponse.json()) as ErrorJson).error.message).toBe(
      'Adresse de livraison : Veuillez sélectionner une adresse de livraison',
    );
    const stale = await insertOrder(t.db, {
      ...order,
      id: undefined,
      shippingAddress: addressSnapshot(foreign),
    });
    expect((await validate(token, stale.id)).status).toBe(400);
    expect((await orderRow(stale.id))?.status).toBe('draft');
  });

  it('keeps the counter untouched when a validation is refused', async () => {
    const { token, draft } = await setting();
    const before = await t.db.select().from(orderNumberCounters);
    await validate(token, (await draft()).id, { transfer_method: 'files' }, '2030-01-01T12:00:00Z');
    expect(await t.db.select().from(orderNumberCounters)).toEqual(before);
  });
});
