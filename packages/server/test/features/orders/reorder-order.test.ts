import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddresses, orderEvents, orders } from '../../../src/db/schema/index';
import { insertDeliveryAddress, insertUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { addressSnapshot, insertRegisteredOrder, ordersSnapshot, putFile } from './orders-test-kit';

// POST /api/orders/:id/reorder, "Commander à nouveau" on a shipped order.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorJson = { error: { code: string; message: string } };
const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const read = async (key: string) => new Response((await t.storage.get('stl_files', key)).stream).text();

/** A shipped order of `establishmentId` with two impressions in storage. */
const shippedOrder = async (establishmentId: string, createdBy: string, overrides = {}) => {
  const order = await insertRegisteredOrder(t.db, {
    establishmentId,
    createdBy,
    status: 'shipped',
    ...overrides,
  });
  const files: StlFileEntry[] = [];
  for (const [name, text] of [
    ['gauche.stl', 'solid gauche'],
    ['droite.stl', 'solid droite'],
  ] as const) {
    const key = await putFile(
      t,
      'stl_files',
      `${order.id}/${name.replace('.stl', '')}_1772445600000.stl`,
      text,
    );
    files.push({
      name,
      path: key,
      size: text.length,
      type: 'model/stl',
      uploadedAt: '2026-03-02T10:00:00.000Z',
    });
  }
  await t.db.update(orders).set({ stlFiles: files }).where(eq(orders.id, order.id));
  return { ...order, stlFiles: files };
};

describe('POST /api/orders/:id/reorder', () => {
  it('makes a draft of the caller with the same patient, configuration, delivery and copied impressions', async () => {
    const { own, me, token } = await callerScene(t, 'user');
    const { profile: colleague } = await insertUser(t.db, { role: 'manager', establishmentId: own.id });
    const address = await insertDeliveryAddress(t.db, { establishmentId: own.id });
    const source = await shippedOrder(own.id, colleague.id, {
      patientFirstName: 'Lucie',
      patientLastName: 'Garnier',
      shippingMethod: 'express',
      shippingAddress: addressSnapshot(address),
      transferMethod: 'upload',
      comment: 'Urgent',
    });

    const response = await t.request(`/api/orders/${source.id}/reorder`, { method: 'POST', token });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const draft = await row(id);
    expect(draft).toMatchObject({
      status: 'draft',
      orderNumber: null,
      establishmentId: own.id,
      createdBy: me.id,
      patientFirstName: 'Lucie',
      patientLastName: 'Garnier',
      patientGender: source.patientGender,
      shippingMethod: 'express',
      shippingAddress: addressSnapshot(address),
      transferMethod: 'upload',
      comment: '',
      validatedAt: null,
      shippedAt: null,
      invoiceId: null,
      trackingUrl: null,
      pdfUrl: null,
    });
    expect(draft?.details).toMatchObject({ type: source.details?.type, left: source.details?.left });
    // Priced again with today's list: express shipping.
    expect(draft?.details?.prices?.shippingHT).toBe(2200);
    // The impressions are copies under the new order, with the same names and bytes.
    expect(draft?.stlFiles.map((file) => [file.name, file.path])).toEqual([
      ['gauche.stl', `${id}/gauche_1772445600000.stl`],
      ['droite.stl', `${id}/droite_1772445600000.stl`],
    ]);
    expect(await read(`${id}/gauche_1772445600000.stl`)).toBe('solid gauche');
    const [event] = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(event).toMatchObject({ kind: 'created', fromValue: source.orderNumber, toValue: 'draft' });

    // Deleting the new draft removes its copies, never the shipped order's files.
    expect((await t.request(`/api/orders/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await t.storage.exists('stl_files', `${id}/gauche_1772445600000.stl`)).toBe(false);
    expect(await read(source.stlFiles[0]?.path ?? '')).toBe('solid gauche');
    expect((await row(source.id))?.stlFiles).toEqual(source.stlFiles);
  });

  it('leaves the address to choose again when it was deleted from the establishment', async () => {
    const { own, me, token } = await callerScene(t, 'manager');
    const address = await insertDeliveryAddress(t.db, { establishmentId: own.id });
    const source = await shippedOrder(own.id, me.id, { shippingAddress: addressSnapshot(address) });
    await t.db.delete(deliveryAddresses).where(eq(deliveryAddresses.id, address.id));
    const response = await t.request(`/api/orders/${source.id}/reorder`, { method: 'POST', token });
    const { id } = (await response.json()) as { id: string };
    expect((await row(id))?.shippingAddress).toBeNull();
  });

  it.each([['registered'], ['in_progress'], ['cancelled']] as const)(
    'refuses a %s order with a French 409 and writes nothing',
    async (status) => {
      const { own, me, token } = await callerScene(t, 'manager');
      const source = await shippedOrder(own.id, me.id, { status });
      const before = await ordersSnapshot(t);
      const response = await t.request(`/api/orders/${source.id}/reorder`, { method: 'POST', token });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorJson).error.message).toBe(
        'Seule une commande expédiée ou prête à être récupérée peut être commandée à nouveau.',
      );
      expect(await ordersSnapshot(t)).toEqual(before);
    },
  );

  it('answers 400 naming the order for an id that is not one', async () => {
    const { token } = await callerScene(t, 'manager');
    const response = await t.request('/api/orders/pas-un-id/reorder', { method: 'POST', token });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toContain('Commande');
  });
});

describe('POST /api/orders/:id/reorder, permission matrix (own / other establishment)', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer.
  const OWN = [401, 403, 201, 404, 201, 403];
  const OTHER = [401, 403, 404, 404, 404, 404];
  it.each(
    WHO_WITHOUT_BAD_TOKEN.flatMap((who, column) => [
      [who, 'own', OWN[column]] as const,
      [who, 'other', OTHER[column]] as const,
    ]),
  )('%s on an order of its %s establishment: %i', async (who: Who, whose, status) => {
    const { own, other, token } = await callerScene(t, who);
    const establishmentId = whose === 'own' ? own.id : other.id;
    const { profile: creator } = await insertUser(t.db, { role: 'user', establishmentId });
    const source = await shippedOrder(establishmentId, creator.id);
    const before = await ordersSnapshot(t);
    const response = await t.request(`/api/orders/${source.id}/reorder`, { method: 'POST', token });
    expect(response.status).toBe(status);
    if (status !== 201) expect(await ordersSnapshot(t)).toEqual(before);
    else {
      const all = await t.db.select({ id: orders.id }).from(orders).orderBy(asc(orders.id));
      expect(all).toHaveLength(before.orders.length + 1);
    }
  });
});
