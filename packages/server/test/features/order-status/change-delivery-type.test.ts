import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAddresses, jobs } from '../../../src/db/schema/index';
import { createTestApp, type TestApp } from '../../support/test-app';
import { CLASSIC_DETAILS } from '../orders/orders-test-kit';
import {
  type ErrorJson,
  eventsOf,
  invoiceOrder,
  operationsSnapshot,
  orderRow,
  setting,
} from './order-status-test-kit';

// Spec 001 §4: "The preparator may change delivery type only while the order is registered or
// in_progress and not invoiced"; prices made again (docs/design.md §5.8) and the order form
// re-queued (§5.12).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changeDelivery = (token: string, orderId: string, body: unknown) =>
  t.request(`/api/orders/${orderId}/delivery`, { token, body });

const pdfJobs = async (orderId: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, 'generate-order-pdf'))).filter(
    (job) => job.payload.orderId === orderId,
  );

describe('POST /api/orders/:id/delivery', () => {
  it('switches standard to express: prices recomputed, PDF queued, change recorded', async () => {
    const s = await setting(t);
    const order = await s.order({ status: 'in_progress' });
    const response = await changeDelivery(s.preparator.token, order.id, { shippingMethod: 'express' });
    expect(response.status).toBe(200);
    const expected = computeOrderPrices(CLASSIC_DETAILS, 'express', { transferMethod: 'physical' });
    expect(expected.shippingHT).toBe(2200);
    const row = await orderRow(t, order.id);
    expect(row.shippingMethod).toBe('express');
    expect(row.details?.prices).toEqual(expected);
    expect(await response.json()).toMatchObject({ shipping_method: 'express', prices: expected });
    expect(await pdfJobs(order.id)).toHaveLength(1);
    expect(await eventsOf(t, order.id)).toEqual([
      { kind: 'shipping_method_changed', from: 'standard', to: 'express', actorName: 'Marie Durand' },
    ]);
  });

  it('drops the address for pickup, and takes the default address when leaving pickup', async () => {
    const s = await setting(t);
    const order = await s.order();
    await changeDelivery(s.preparator.token, order.id, { shippingMethod: 'pickup' });
    expect(await orderRow(t, order.id)).toMatchObject({ shippingMethod: 'pickup', shippingAddress: null });
    expect((await orderRow(t, order.id)).details?.prices?.shippingHT).toBe(0);

    const back = await changeDelivery(s.preparator.token, order.id, { shippingMethod: 'standard' });
    expect(back.status).toBe(200);
    expect((await orderRow(t, order.id)).shippingAddress).toMatchObject({ id: s.address.id, city: 'Lyon' });
  });

  it('refuses to leave pickup when the establishment has no default address (409, nothing written)', async () => {
    const s = await setting(t);
    await t.db
      .update(deliveryAddresses)
      .set({ isDefault: false })
      .where(and(eq(deliveryAddresses.establishmentId, s.establishment.id)));
    const order = await s.order({ shippingMethod: 'pickup', shippingAddress: null });
    const before = await operationsSnapshot(t);
    const response = await changeDelivery(s.preparator.token, order.id, { shippingMethod: 'express' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      "L'établissement n'a pas d'adresse de livraison par défaut : impossible d'expédier cette commande.",
    );
    expect(await operationsSnapshot(t)).toEqual(before);
  });

  it.each(['shipped', 'cancelled'] as const)(
    'refuses a %s order with 409, writing nothing',
    async (status) => {
      const s = await setting(t);
      const order = await s.order({ status });
      const before = await operationsSnapshot(t);
      const response = await changeDelivery(s.preparator.token, order.id, { shippingMethod: 'express' });
      expect(response.status).toBe(409);
      expect(((await response.json()) as ErrorJson).error.message).toBe(
        'La livraison ne peut être modifiée que pour une commande enregistrée ou en cours de fabrication.',
      );
      expect(await operationsSnapshot(t)).toEqual(before);
    },
  );

  it('refuses an invoiced order with 409, writing nothing', async () => {
    const s = await setting(t);
    const order = await s.order();
    await invoiceOrder(t, order.id);
    const before = await operationsSnapshot(t);
    const response = await changeDelivery(s.preparator.token, order.id, { shippingMethod: 'express' });
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'Cette commande est facturée : sa livraison ne peut plus être modifiée.',
    );
    expect(await operationsSnapshot(t)).toEqual(before);
  });

  it('changes nothing when the mode is the same', async () => {
    const s = await setting(t);
    const order = await s.order();
    const before = await operationsSnapshot(t);
    expect((await changeDelivery(s.preparator.token, order.id, { shippingMethod: 'standard' })).status).toBe(
      200,
    );
    expect(await operationsSnapshot(t)).toEqual(before);
  });
});
