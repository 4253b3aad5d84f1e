import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orders } from '../../../src/db/schema/index';
import {
  insertDeliveryAddress,
  insertEstablishment,
  insertInvoice,
  insertOrder,
  signedInUser,
} from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  addressSnapshot,
  CLASSIC_DETAILS,
  type ErrorJson,
  insertRegisteredOrder,
  ordersSnapshot,
} from './orders-test-kit';

// Spec 001 §7 create_draft_order and update-order (saving a draft, docs/design.md §5.7 editing a
// registered order).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setting = async () => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id });
  const user = await signedInUser(t.db, t.config, { role: 'user', establishmentId: establishment.id });
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: establishment.id });
  return { establishment, address, user, manager };
};

const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const update = (token: string, orderId: string, updates: Record<string, unknown>) =>
  t.request('/api/update-order', { token, body: { orderId, updates } });

describe('create_draft_order', () => {
  it("creates a draft of the caller's establishment, by the caller, with the address copied and prices computed", async () => {
    const { establishment, address, user } = await setting();
    const response = await t.request('/api/rpc/create_draft_order', {
      token: user.token,
      body: {
        status: 'draft',
        patient_first_name: ' Jeanne ',
        details: CLASSIC_DETAILS,
        shipping_address: address.id,
      },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await orderRow(id)).toMatchObject({
      establishmentId: establishment.id,
      createdBy: user.user.id,
      status: 'draft',
      orderNumber: null,
      patientFirstName: 'Jeanne',
      patientHearingLoss: 'N/C',
      shippingMethod: 'standard',
      shippingAddress: addressSnapshot(address),
      details: { ...CLASSIC_DETAILS, prices: computeOrderPrices(CLASSIC_DETAILS, 'standard') },
    });
  });

  it('answers the order as GET /api/orders/:id reads it', async () => {
    const { user } = await setting();
    const { id } = (await (
      await t.request('/api/rpc/create_draft_order', { token: user.token, body: {} })
    ).json()) as { id: string };
    const response = await t.request(`/api/orders/${id}`, { token: user.token });
    expect(await response.json()).toMatchObject({
      id,
      status: 'draft',
      order_number: null,
      patient_hearing_loss: 'N/C',
      details: null,
      stl_files: [],
      invoice: null,
      created_by_profile: { first_name: 'Camille', last_name: 'Martin', email: user.user.email },
    });
  });
});

describe('update-order', () => {
  it('saves only the fields sent, and ignores stl_files (the upload endpoints own the list)', async () => {
    const { establishment, user } = await setting();
    const draft = await insertOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
      patientLastName: 'Moreau',
    });
    const file = {
      name: 'x.stl',
      path: 'autre-commande/x.stl',
      size: 84,
      type: 'model/stl',
      uploadedAt: new Date().toISOString(),
    };
    const response = await update(user.token, draft.id, {
      patient_first_name: 'Inès',
      comment: 'Urgent',
      stl_files: [file],
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, error: null, order_number: null });
    expect(await orderRow(draft.id)).toMatchObject({
      patientFirstName: 'Inès',
      patientLastName: 'Moreau',
      comment: 'Urgent',
      stlFiles: [],
    });
  });

  it("lets the manager edit a colleague's registered order: prices recomputed, PDF job queued", async () => {
    const { establishment, user, manager } = await setting();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
    });
    const response = await update(manager.token, order.id, {
      shipping_method: 'express',
      transfer_method: 'physical',
      shipping_address: null,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      'Adresse de livraison : Veuillez sélectionner une adresse de livraison',
    );
    const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id });
    const ok = await update(manager.token, order.id, {
      shipping_method: 'express',
      shipping_address: address.id,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, error: null, order_number: order.orderNumber });
    const row = await orderRow(order.id);
    expect(row).toMatchObject({
      status: 'registered',
      shippingMethod: 'express',
      shippingAddress: addressSnapshot(address),
    });
    expect(row?.details?.prices).toEqual(
      computeOrderPrices(CLASSIC_DETAILS, 'express', { transferMethod: 'physical' }),
    );
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'generate-order-pdf')));
    expect(queued.some((job) => job.payload.orderId === order.id)).toBe(true);
  });

  it.each([
    ['an invoiced order', {}, {}, true],
    ['an order in production', { status: 'in_progress' as const }, {}, false],
    ['a registered order sent back to draft', {}, { status: 'draft' }, false],
  ])('refuses %s (403), and changes nothing', async (_label, values, updates, invoiced) => {
    const { establishment, user } = await setting();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: establishment.id,
      createdBy: user.user.id,
      ...values,
    });
    if (invoiced) await insertInvoice(t.db, { establishmentId: establishment.id, orderIds: [order.id] });
    const before = await ordersSnapshot(t);
    const response = await update(user.token, order.id, { comment: 'Modifié', ...updates });
    expect(response.status).toBe(403);
    expect(await ordersSnapshot(t)).toEqual(before);
  });
});
