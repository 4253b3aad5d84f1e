import type {
  DeliveryAddressList,
  DeliveryAddressView,
} from '@conque/domain/accounts/delivery-address-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddresses } from '../../../src/db/schema/index';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { newAddress } from './delivery-addresses-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A manager of a fresh establishment with no address yet. */
const freshManager = async () => {
  const establishment = await insertEstablishment(t.db);
  const { token } = await signedInUser(t.db, t.config, {
    role: 'manager',
    establishmentId: establishment.id,
  });
  return { establishment, token };
};

const create = async (token: string, body: unknown) => {
  const response = await t.request('/api/delivery-addresses', { body, token });
  expect(response.status).toBe(201);
  return (await response.json()) as DeliveryAddressView;
};
const list = async (token: string) =>
  (await (await t.request('/api/delivery-addresses', { token })).json()) as DeliveryAddressList;
const defaults = async (token: string) =>
  (await list(token)).items.filter((item) => item.is_default).map((item) => item.name);

describe('delivery addresses', () => {
  it('creates an address in the spec names, trimmed, the first one being the default', async () => {
    const { establishment, token } = await freshManager();
    const created = await create(token, newAddress({ name: '  Cabinet Bellecour ', isDefault: false }));
    expect(created).toEqual({
      id: expect.any(String),
      establishment_id: establishment.id,
      name: 'Cabinet Bellecour',
      street_address: '12 boulevard de la Croix-Rousse',
      postal_code: '69004',
      city: 'Lyon',
      is_default: true,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await list(token)).toEqual({ items: [created], total: 1 });
  });

  it('lists the default first, then by name in French order', async () => {
    const { token } = await freshManager();
    for (const name of ['Zénith', 'école', 'Atelier', 'Été', 'cabinet 10', 'cabinet 9']) {
      await create(token, newAddress({ name }));
    }
    await create(token, newAddress({ name: 'Principal', isDefault: true }));
    expect((await list(token)).items.map((item) => item.name)).toEqual([
      'Principal',
      'Atelier',
      'cabinet 9',
      'cabinet 10',
      'école',
      'Été',
      'Zénith',
    ]);
  });

  it('keeps one default: a new default or a chosen one unsets the other', async () => {
    const { token } = await freshManager();
    const first = await create(token, newAddress({ name: 'A' }));
    const second = await create(token, newAddress({ name: 'B', isDefault: true }));
    expect(await defaults(token)).toEqual(['B']);
    const response = await t.request(`/api/delivery-addresses/${first.id}/default`, {
      method: 'POST',
      token,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as DeliveryAddressList).items.map((i) => [i.name, i.is_default])).toEqual(
      [
        ['A', true],
        ['B', false],
      ],
    );
    // Choosing the default again changes nothing.
    await t.request(`/api/delivery-addresses/${first.id}/default`, { method: 'POST', token });
    expect(await defaults(token)).toEqual(['A']);
    expect(second.id).not.toBe(first.id);
  });

  it('makes the newest remaining address the default when the default is deleted', async () => {
    const { establishment, token } = await freshManager();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));
    const oldest = await insertDeliveryAddress(t.db, {
      establishmentId: establishment.id,
      name: 'Ancien',
      createdAt: at(1),
    });
    await insertDeliveryAddress(t.db, {
      establishmentId: establishment.id,
      name: 'Récent',
      createdAt: at(3),
    });
    await insertDeliveryAddress(t.db, {
      establishmentId: establishment.id,
      name: 'Milieu',
      createdAt: at(2),
    });
    await t.db.update(deliveryAddresses).set({ isDefault: true }).where(eq(deliveryAddresses.id, oldest.id));

    const response = await t.request(`/api/delivery-addresses/${oldest.id}`, { method: 'DELETE', token });
    expect(response.status).toBe(200);
    expect(((await response.json()) as DeliveryAddressList).items.map((i) => [i.name, i.is_default])).toEqual(
      [
        ['Récent', true],
        ['Milieu', false],
      ],
    );
  });

  it('deletes a non-default address without moving the default, and the last one leaves none', async () => {
    const { token } = await freshManager();
    const main = await create(token, newAddress({ name: 'Principal' }));
    const annex = await create(token, newAddress({ name: 'Annexe' }));
    await t.request(`/api/delivery-addresses/${annex.id}`, { method: 'DELETE', token });
    expect(await defaults(token)).toEqual(['Principal']);
    const response = await t.request(`/api/delivery-addresses/${main.id}`, { method: 'DELETE', token });
    expect(await response.json()).toEqual({ items: [], total: 0 });
  });

  it('ends with exactly one default when managers add default addresses at once', async () => {
    const { establishment, token } = await freshManager();
    const { token: other } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: establishment.id,
    });
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.request('/api/delivery-addresses', {
          body: newAddress({ name: `Site ${i}`, isDefault: i % 2 === 0 }),
          token: i % 3 ? token : other,
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await defaults(token)).toHaveLength(1);
    expect((await list(token)).total).toBe(6);
  });

  it('answers 404 for an address of another establishment, leaving it as it was', async () => {
    const { token } = await freshManager();
    const foreign = await insertEstablishment(t.db);
    const theirs = await insertDeliveryAddress(t.db, { establishmentId: foreign.id, isDefault: true });
    for (const [method, path] of [
      ['DELETE', `/api/delivery-addresses/${theirs.id}`],
      ['POST', `/api/delivery-addresses/${theirs.id}/default`],
    ] as const) {
      const response = await t.request(path, { method, token });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'Adresse de livraison introuvable.' },
      });
    }
    const [row] = await t.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, theirs.id));
    expect(row).toEqual(theirs);
  });

  it('is guarded by the database too: a second default for one establishment is refused', async () => {
    const establishment = await insertEstablishment(t.db);
    await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
    const second = insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
    await expect(second).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
