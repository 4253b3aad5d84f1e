import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDeliveryAddress, insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { eventsOf } from '../order-status/order-status-test-kit';
import { insertCompleteDraft, insertRegisteredOrder } from '../orders/orders-test-kit';
import { binaryStl, insertStoredStl, upload } from '../stl-files/stl-test-kit';

// Every status, delivery, file and content change is recorded with who, when, from
// and to, in the same transaction, and GET /api/orders/:id/history shows it newest first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setting = async () => {
  const establishment = await insertEstablishment(t.db);
  const address = await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const user = await signedInUser(t.db, t.config, {
    role: 'user',
    establishmentId: establishment.id,
    firstName: 'Julie',
    lastName: 'Bernard',
  });
  const preparator = await signedInUser(t.db, t.config, {
    role: 'preparator',
    firstName: 'Marie',
    lastName: 'Durand',
  });
  return { establishment, address, user, preparator };
};

type History = {
  items: { actor_name: string; kind: string; from: string | null; to: string | null; created_at: string }[];
};

describe('events recorded by the ordering calls', () => {
  it("records 'created' with create_draft_order, nothing for a draft's saves, 'validated' at validation", async () => {
    const s = await setting();
    const created = await t.request('/api/rpc/create_draft_order', {
      token: s.user.token,
      body: { patient_last_name: 'Historique' },
    });
    const { id } = (await created.json()) as { id: string };
    expect(await eventsOf(t, id)).toEqual([
      { kind: 'created', from: null, to: 'draft', actorName: 'Julie Bernard' },
    ]);

    await t.request('/api/update-order', {
      token: s.user.token,
      body: { orderId: id, updates: { comment: 'x' } },
    });
    expect(await eventsOf(t, id)).toHaveLength(1);

    const draft = await insertCompleteDraft(t.db, {
      establishmentId: s.establishment.id,
      createdBy: s.user.user.id,
      address: s.address,
    });
    const validated = await t.request('/api/update-order', {
      token: s.user.token,
      body: { orderId: draft.id, updates: { status: 'registered' } },
    });
    expect(validated.status).toBe(200);
    expect(await eventsOf(t, draft.id)).toEqual([
      { kind: 'validated', from: 'draft', to: 'registered', actorName: 'Julie Bernard' },
    ]);
  });

  it("records 'content_changed' when a registered order is edited, and nothing when the edit is refused", async () => {
    const s = await setting();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: s.establishment.id,
      createdBy: s.user.user.id,
    });
    const edit = (updates: unknown) =>
      t.request('/api/update-order', { token: s.user.token, body: { orderId: order.id, updates } });
    expect((await edit({ comment: 'Merci de faire vite' })).status).toBe(200);
    expect((await edit({ details: { type: 'classic', left: {} } })).status).toBe(400);
    expect(await eventsOf(t, order.id)).toEqual([
      { kind: 'content_changed', from: null, to: null, actorName: 'Julie Bernard' },
    ]);
  });

  it('lets a preparator add and remove STL files on any establishment’s order, recording both', async () => {
    const s = await setting();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: s.establishment.id,
      createdBy: s.user.user.id,
      status: 'in_progress',
    });
    const added = await upload(t, order.id, binaryStl(4), { token: s.preparator.token, name: 'gauche.stl' });
    expect(added.status).toBe(201);
    const { entry } = await insertStoredStl(t, order.id, 'droite.stl');
    const removed = await t.request(
      `/api/orders/${order.id}/stl-files?path=${encodeURIComponent(entry.path)}`,
      {
        method: 'DELETE',
        token: s.preparator.token,
      },
    );
    expect(removed.status).toBe(200);
    expect(await eventsOf(t, order.id)).toEqual([
      { kind: 'stl_file_added', from: null, to: 'gauche.stl', actorName: 'Marie Durand' },
      { kind: 'stl_file_removed', from: 'droite.stl', to: null, actorName: 'Marie Durand' },
    ]);
  });

  it('records nothing for a refused upload or a delete of an unknown file', async () => {
    const s = await setting();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: s.establishment.id,
      createdBy: s.preparator.user.id,
      status: 'in_progress',
    });
    // The user may not touch an order in production (docs/design.md §4).
    expect((await upload(t, order.id, binaryStl(2), { token: s.user.token, name: 'x.stl' })).status).toBe(
      403,
    );
    const missing = await t.request(
      `/api/orders/${order.id}/stl-files?path=${encodeURIComponent(`${order.id}/nope.stl`)}`,
      {
        method: 'DELETE',
        token: s.preparator.token,
      },
    );
    expect(missing.status).toBe(404);
    expect(await eventsOf(t, order.id)).toEqual([]);
  });
});

describe('GET /api/orders/:id/history', () => {
  it('answers the timeline newest first, names without the profile, e-mail when a name is missing', async () => {
    const s = await setting();
    const nameless = await signedInUser(t.db, t.config, {
      role: 'preparator',
      firstName: null,
      lastName: null,
    });
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: s.establishment.id,
      createdBy: s.user.user.id,
      shippingMethod: 'standard',
      shippingAddress: {
        id: s.address.id,
        name: 'Cabinet',
        street_address: '3 rue',
        postal_code: '69002',
        city: 'Lyon',
      },
    });
    await t.request(`/api/orders/${order.id}/status`, {
      token: s.preparator.token,
      body: { status: 'in_progress' },
    });
    await t.request(`/api/orders/${order.id}/delivery`, {
      token: s.preparator.token,
      body: { shippingMethod: 'express' },
    });
    await t.request(`/api/orders/${order.id}/status`, {
      token: nameless.token,
      body: { status: 'shipped', trackingNumber: 'AB12' },
    });

    const response = await t.request(`/api/orders/${order.id}/history`, { token: s.user.token });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as History;
    expect(items.map(({ actor_name, kind, from, to }) => ({ actor_name, kind, from, to }))).toEqual([
      { actor_name: nameless.profile.email, kind: 'status_changed', from: 'in_progress', to: 'shipped' },
      { actor_name: 'Marie Durand', kind: 'shipping_method_changed', from: 'standard', to: 'express' },
      { actor_name: 'Marie Durand', kind: 'status_changed', from: 'registered', to: 'in_progress' },
    ]);
    const times = items.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('answers an empty timeline for an order with no event yet, and 404 for an unknown one', async () => {
    const s = await setting();
    const order = await insertRegisteredOrder(t.db, {
      establishmentId: s.establishment.id,
      createdBy: s.user.user.id,
    });
    const response = await t.request(`/api/orders/${order.id}/history`, { token: s.preparator.token });
    expect(await response.json()).toEqual({ items: [] });
    const unknown = await t.request('/api/orders/00000000-0000-4000-8000-000000000000/history', {
      token: s.user.token,
    });
    expect(unknown.status).toBe(404);
  });
});
