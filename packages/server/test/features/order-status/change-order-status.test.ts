import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { insertEstablishment, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  type ErrorJson,
  eventsOf,
  invoiceOrder,
  operationsSnapshot,
  orderRow,
  setting,
} from './order-status-test-kit';

// Spec 001 §4 (status dialog), §5 (tracking number), docs/design.md §5.9-§5.11: POST /api/orders/:id/status.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LA_POSTE = 'https://www.laposte.fr/outils/suivre-vos-envois?code=';
const CIBLEX = 'https://secure.extranet.ciblex.fr/extranet/client/corps.php?module=colis&colis=';

const changeStatus = (token: string, orderId: string, body: unknown) =>
  t.request(`/api/orders/${orderId}/status`, { token, body });

const refused = async (response: Response, status: number, message: string) => {
  expect(response.status).toBe(status);
  expect(((await response.json()) as ErrorJson).error.message).toBe(message);
};

describe('POST /api/orders/:id/status', () => {
  it('moves a registered order to in_progress and records who did it, from and to', async () => {
    const s = await setting(t);
    const order = await s.order();
    const response = await changeStatus(s.preparator.token, order.id, { status: 'in_progress' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'in_progress',
      tracking_url: null,
      shared_shipping_group: null,
      shipped_at: null,
    });
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'in_progress', shippedAt: null });
    expect(await eventsOf(t, order.id)).toEqual([
      { kind: 'status_changed', from: 'registered', to: 'in_progress', actorName: 'Marie Durand' },
    ]);
  });

  it('ships with a tracking number trimmed and upper-cased into the La Poste link, and sets shipped_at', async () => {
    const s = await setting(t);
    const order = await s.order({ status: 'in_progress' });
    const before = Date.now();
    const response = await changeStatus(s.preparator.token, order.id, {
      status: 'shipped',
      trackingNumber: ' 6a123456789fr ',
    });
    expect(response.status).toBe(200);
    const row = await orderRow(t, order.id);
    expect(row).toMatchObject({ status: 'shipped', trackingUrl: `${LA_POSTE}6A123456789FR` });
    expect(row.shippedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await eventsOf(t, order.id)).toMatchObject([{ from: 'in_progress', to: 'shipped' }]);
  });

  it('uses Ciblex for an express order, and ships without a number when none is given', async () => {
    const s = await setting(t);
    const express = await s.order({ shippingMethod: 'express' });
    await changeStatus(s.preparator.token, express.id, {
      status: 'shipped',
      trackingNumber: '12345678901234',
    });
    expect((await orderRow(t, express.id)).trackingUrl).toBe(`${CIBLEX}12345678901234`);

    const plain = await s.order();
    expect(
      (await changeStatus(s.preparator.token, plain.id, { status: 'shipped', trackingNumber: '' })).status,
    ).toBe(200);
    expect(await orderRow(t, plain.id)).toMatchObject({ status: 'shipped', trackingUrl: null });
  });

  it('moves a pickup order to ready_pickup (shipped_at set) and refuses shipped for it', async () => {
    const s = await setting(t);
    const pickup = await s.order({ shippingMethod: 'pickup', shippingAddress: null });
    await refused(
      await changeStatus(s.preparator.token, pickup.id, { status: 'shipped' }),
      400,
      'Ce statut ne peut pas être choisi pour cette commande.',
    );
    expect((await changeStatus(s.preparator.token, pickup.id, { status: 'ready_pickup' })).status).toBe(200);
    const row = await orderRow(t, pickup.id);
    expect(row.status).toBe('ready_pickup');
    expect(row.shippedAt).not.toBeNull();
    // And ready_pickup is not offered to an order that is delivered.
    const standard = await s.order();
    await refused(
      await changeStatus(s.preparator.token, standard.id, { status: 'ready_pickup' }),
      400,
      'Ce statut ne peut pas être choisi pour cette commande.',
    );
  });

  it('refuses draft as a target, and a tracking number or a group with any status but shipped', async () => {
    const s = await setting(t);
    const order = await s.order();
    const before = await operationsSnapshot(t);
    await refused(
      await changeStatus(s.preparator.token, order.id, { status: 'draft' }),
      400,
      'Ce statut ne peut pas être choisi pour cette commande.',
    );
    await refused(
      await changeStatus(s.preparator.token, order.id, { status: 'in_progress', trackingNumber: 'ABC' }),
      400,
      "Le numéro de suivi et le groupement ne concernent qu'une commande expédiée.",
    );
    const other = await s.shipped();
    const after = await operationsSnapshot(t);
    await refused(
      await changeStatus(s.preparator.token, order.id, { status: 'cancelled', groupWith: other.id }),
      400,
      "Le numéro de suivi et le groupement ne concernent qu'une commande expédiée.",
    );
    expect(after.events).toEqual(before.events);
    expect(await operationsSnapshot(t)).toEqual(after);
  });

  it('keeps shipped_at when only the tracking number of a shipped order is corrected', async () => {
    const s = await setting(t);
    const shippedAt = new Date('2026-03-10T10:00:00Z');
    const order = await s.shipped({ shippedAt, trackingUrl: `${LA_POSTE}OLD1` });
    expect(
      (await changeStatus(s.preparator.token, order.id, { status: 'shipped', trackingNumber: 'NEW2' }))
        .status,
    ).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({ trackingUrl: `${LA_POSTE}NEW2`, shippedAt });
    expect(await eventsOf(t, order.id)).toMatchObject([
      { kind: 'status_changed', from: 'shipped', to: 'shipped' },
    ]);
  });

  it('records nothing when nothing changes', async () => {
    const s = await setting(t);
    const order = await s.order({ status: 'in_progress' });
    const before = await operationsSnapshot(t);
    const response = await changeStatus(s.preparator.token, order.id, { status: 'in_progress' });
    expect(response.status).toBe(200);
    expect(await operationsSnapshot(t)).toEqual(before);
  });

  it('clears the tracking link, the group and shipped_at when a shipped order goes back', async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    const order = await s.shipped({ trackingUrl: `${LA_POSTE}X1`, sharedShippingGroup: leader.id });
    expect((await changeStatus(s.preparator.token, order.id, { status: 'in_progress' })).status).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({
      status: 'in_progress',
      trackingUrl: null,
      sharedShippingGroup: null,
      shippedAt: null,
    });
  });

  it("dissolves a leader's group when it leaves shipped, recording it on each follower", async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    const first = await s.shipped({ sharedShippingGroup: leader.id, trackingUrl: `${LA_POSTE}F1` });
    const second = await s.shipped({ sharedShippingGroup: leader.id });
    expect((await changeStatus(s.preparator.token, leader.id, { status: 'cancelled' })).status).toBe(200);
    for (const follower of [first, second]) {
      const row = await orderRow(t, follower.id);
      // Still shipped, with its own tracking, but alone now.
      expect(row).toMatchObject({ status: 'shipped', sharedShippingGroup: null });
      expect(await eventsOf(t, follower.id)).toEqual([
        { kind: 'status_changed', from: 'shipped', to: 'shipped', actorName: 'Marie Durand' },
      ]);
    }
    expect((await orderRow(t, first.id)).trackingUrl).toBe(`${LA_POSTE}F1`);
  });

  it('refuses with 409, writing nothing, when the order left the status the screen showed (fromStatus)', async () => {
    const s = await setting(t);
    const order = await s.order();
    // Another préparateur started it meanwhile; this screen still showed « Enregistrée ».
    expect((await changeStatus(s.preparator.token, order.id, { status: 'in_progress' })).status).toBe(200);
    const before = await operationsSnapshot(t);
    await refused(
      await changeStatus(s.preparator.token, order.id, { status: 'cancelled', fromStatus: 'registered' }),
      409,
      "La commande a changé entre-temps : elle est maintenant « En cours de fabrication ». Rien n'a été modifié.",
    );
    expect(await operationsSnapshot(t)).toEqual(before);
    const shown = await changeStatus(s.preparator.token, order.id, {
      status: 'cancelled',
      fromStatus: 'in_progress',
    });
    expect(shown.status).toBe(200);
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'cancelled' });
  });

  it('refuses any change of an invoiced order with 409, writing nothing', async () => {
    const s = await setting(t);
    const order = await s.shipped();
    await invoiceOrder(t, order.id);
    const before = await operationsSnapshot(t);
    await refused(
      await changeStatus(s.preparator.token, order.id, { status: 'in_progress' }),
      409,
      'Cette commande est facturée : son statut ne peut plus être modifié.',
    );
    expect(await operationsSnapshot(t)).toEqual(before);
  });

  it('answers 404 for a draft: a preparator never sees drafts, so never moves one to registered', async () => {
    const s = await setting(t);
    const draft = await s.order({ status: 'draft', orderNumber: null });
    await refused(
      await changeStatus(s.preparator.token, draft.id, { status: 'registered' }),
      404,
      'Commande introuvable.',
    );
    expect((await orderRow(t, draft.id)).status).toBe('draft');
  });
});

describe('grouped shipping (docs/design.md §5.9)', () => {
  it("joins the chosen order's group: a follower points to the leader, the leader stays null", async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    const follower = await s.shipped({ sharedShippingGroup: leader.id });
    const order = await s.order({ status: 'in_progress' });
    // Chosen through a follower: the group is still named by its leader.
    const response = await changeStatus(s.preparator.token, order.id, {
      status: 'shipped',
      groupWith: follower.id,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ shared_shipping_group: leader.id });
    expect((await orderRow(t, order.id)).sharedShippingGroup).toBe(leader.id);
    expect((await orderRow(t, leader.id)).sharedShippingGroup).toBeNull();
  });

  it('refuses a fourth order in a group, and two racing for the last place get one place', async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    await s.shipped({ sharedShippingGroup: leader.id });
    const a = await s.order();
    const b = await s.order();
    const [ra, rb] = await Promise.all([
      changeStatus(s.preparator.token, a.id, { status: 'shipped', groupWith: leader.id }),
      changeStatus(s.preparator.token, b.id, { status: 'shipped', groupWith: leader.id }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(((await loser.json()) as ErrorJson).error.message).toBe(
      "Ce groupe d'expédition compte déjà 3 commandes.",
    );
    const members = await t.db.select().from(orders).where(eq(orders.sharedShippingGroup, leader.id));
    expect(members).toHaveLength(2);
    // The loser was not shipped either: nothing half-written.
    const loserId = ra.status === 409 ? a.id : b.id;
    expect(await orderRow(t, loserId)).toMatchObject({ status: 'registered', shippedAt: null });
    expect(await eventsOf(t, loserId)).toEqual([]);
  });

  it.each([
    ['not shipped', { status: 'in_progress' }],
    ['invoiced', { invoiced: true }],
    ['of another delivery mode', { shippingMethod: 'express' }],
    ['of another establishment', { foreign: true }],
  ] as const)('refuses to group with an order %s (409)', async (_case, variant) => {
    const s = await setting(t);
    const values: Partial<typeof orders.$inferInsert> = {};
    if ('status' in variant) values.status = variant.status;
    if ('shippingMethod' in variant) values.shippingMethod = variant.shippingMethod;
    if ('foreign' in variant) {
      const other = await insertEstablishment(t.db);
      const { profile } = await insertUser(t.db, { establishmentId: other.id });
      values.establishmentId = other.id;
      values.createdBy = profile.id;
    }
    const chosen = await s.shipped(values);
    if ('invoiced' in variant) await invoiceOrder(t, chosen.id);
    const order = await s.order();
    const before = await operationsSnapshot(t);
    await refused(
      await changeStatus(s.preparator.token, order.id, { status: 'shipped', groupWith: chosen.id }),
      409,
      "La commande choisie pour grouper l'expédition doit être expédiée, non facturée, du même établissement et avec le même mode de livraison.",
    );
    expect(await operationsSnapshot(t)).toEqual(before);
  });

  it('refuses grouping with itself, with an unknown order or a draft (400 naming the field)', async () => {
    const s = await setting(t);
    const order = await s.shipped();
    const draft = await s.order({ status: 'draft', orderNumber: null });
    const cases = [
      [order.id, 'Une commande ne peut pas être groupée avec elle-même.'],
      [
        '00000000-0000-4000-8000-000000000000',
        "La commande choisie pour grouper l'expédition est introuvable.",
      ],
      [draft.id, "La commande choisie pour grouper l'expédition est introuvable."],
    ] as const;
    for (const [groupWith, message] of cases) {
      const response = await changeStatus(s.preparator.token, order.id, { status: 'shipped', groupWith });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'bad_request', message, field: 'groupWith' } });
    }
  });

  it('refuses to put a leader into another group (one level only)', async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    await s.shipped({ sharedShippingGroup: leader.id });
    const other = await s.shipped();
    await refused(
      await changeStatus(s.preparator.token, leader.id, { status: 'shipped', groupWith: other.id }),
      409,
      "Cette commande mène déjà un groupe d'expédition : elle ne peut pas rejoindre un autre groupe.",
    );
  });

  it('leaves its group when shipped again without one', async () => {
    const s = await setting(t);
    const leader = await s.shipped();
    const order = await s.shipped({ sharedShippingGroup: leader.id });
    expect((await changeStatus(s.preparator.token, order.id, { status: 'shipped' })).status).toBe(200);
    expect((await orderRow(t, order.id)).sharedShippingGroup).toBeNull();
  });
});
