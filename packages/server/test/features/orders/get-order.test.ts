import type { OrderView } from '@conque/domain/orders/api-types';
import type { Role } from '@conque/domain/permissions/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { establishments } from '../../../src/db/schema/index';
import {
  insertEstablishment,
  insertInvoice,
  insertOrder,
  insertUser,
  signedInUser,
} from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { type ErrorJson, insertRegisteredOrder } from './orders-test-kit';

// Spec 001 §2 order detail: GET /api/orders/:id names the order's establishment and creator (the
// preparator's block), for every role that sees the order, and nothing at all to the others.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scene = async () => {
  const own = await insertEstablishment(t.db, { name: 'Audition Lumière' });
  const other = await insertEstablishment(t.db);
  const { profile: creator } = await insertUser(t.db, {
    role: 'user',
    establishmentId: own.id,
    firstName: 'Élodie',
    lastName: 'Garnier',
    email: `elodie-${own.id.slice(0, 8)}@exemple.fr`,
  });
  const order = await insertRegisteredOrder(t.db, { establishmentId: own.id, createdBy: creator.id });
  return { own, other, creator, order };
};

const getOrder = async (token: string, id: string) => {
  const response = await t.request(`/api/orders/${id}`, { token });
  return { status: response.status, json: (await response.json()) as OrderView & ErrorJson };
};

describe('GET /api/orders/:id, the parties of the order', () => {
  it('names the invoice holding the order (spec 001 §3 invoice), null before', async () => {
    const { own, creator, order } = await scene();
    const { token } = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    expect((await getOrder(token, order.id)).json.invoice).toBeNull();
    const invoice = await insertInvoice(t.db, { establishmentId: own.id, orderIds: [order.id] });
    expect((await getOrder(token, order.id)).json.invoice).toEqual({
      id: invoice.id,
      number: invoice.number,
    });
    expect(creator.id).toBe(order.createdBy);
  });

  it("answers the creator's names and e-mail, the snapshot taken at validation and the establishment's name now", async () => {
    const { own, creator, order } = await scene();
    // A rename after validation changes the current name, never the snapshot.
    await t.db
      .update(establishments)
      .set({ name: 'Audition Lumière Lyon' })
      .where(eq(establishments.id, own.id));
    const { token } = await signedInUser(t.db, t.config, { role: 'preparator' });
    const { status, json } = await getOrder(token, order.id);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: order.id,
      establishment_id: own.id,
      created_by: creator.id,
      created_by_profile: { first_name: 'Élodie', last_name: 'Garnier', email: creator.email },
      establishment_snapshot: {
        name: 'Audition Test',
        siret: '55203253400646',
        billing_street_address: '1 rue de la Paix',
        billing_postal_code: '75002',
        billing_city: 'Paris',
      },
      establishment_name: 'Audition Lumière Lyon',
      invoice: null,
    });
  });

  it('names the establishment of a draft, which has no snapshot yet, and a creator who gave no names', async () => {
    const own = await insertEstablishment(t.db, { name: 'Audition Sans Nom' });
    const { profile, token } = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: own.id,
      firstName: null,
      lastName: null,
    });
    const draft = await insertOrder(t.db, { establishmentId: own.id, createdBy: profile.id });
    const { status, json } = await getOrder(token, draft.id);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      status: 'draft',
      establishment_snapshot: null,
      establishment_name: 'Audition Sans Nom',
      created_by_profile: { first_name: null, last_name: null, email: profile.email },
    });
  });
});

// docs/design.md §4 "see orders": a registered order, for each role, in its own establishment or another.
const ROLES: Role[] = ['preparator', 'manager', 'user', 'viewer'];
const EXPECTED: Record<Role, { own: number; other: number }> = {
  // A preparator has no establishment: "own" and "other" are both some establishment's orders.
  preparator: { own: 200, other: 200 },
  manager: { own: 200, other: 404 },
  user: { own: 200, other: 404 },
  viewer: { own: 200, other: 404 },
};

describe('GET /api/orders/:id, who sees the parties', () => {
  it.each(ROLES.flatMap((role) => (['own', 'other'] as const).map((where) => ({ role, where }))))(
    '$role, order of the $where establishment',
    async ({ role, where }) => {
      const { own, other, creator, order } = await scene();
      const establishmentId = role === 'preparator' ? null : where === 'own' ? own.id : other.id;
      const { token } = await signedInUser(t.db, t.config, { role, establishmentId });
      const { status, json } = await getOrder(token, order.id);
      expect(status).toBe(EXPECTED[role][where]);
      if (status === 200) {
        expect(json.created_by_profile?.email).toBe(creator.email);
        expect(json.establishment_name).toBe('Audition Lumière');
      } else {
        // Nothing of the order, its establishment or its creator leaks into the refusal.
        expect(json).toEqual({ error: { code: expect.any(String), message: 'Commande introuvable.' } });
      }
    },
  );

  it('answers 401 without a session', async () => {
    const { order } = await scene();
    const response = await t.request(`/api/orders/${order.id}`);
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain('Garnier');
  });
});
