import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { orders } from '../../../src/db/schema/index';
import { insertDeliveryAddress, insertOrder, insertUser } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixCall,
  notFound,
  WHO_WITHOUT_BAD_TOKEN,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertCompleteDraft, insertRegisteredOrder, ordersSnapshot, putFile } from './orders-test-kit';

// docs/design.md §4: every order endpoint × every role × own / other establishment × draft / registered.
// A refused call answers the French message of its status and changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  const address = await insertDeliveryAddress(t.db, { establishmentId: own.id });
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  // The caller's own orders exist whatever its role, so that the rules, not missing data, refuse.
  const myDraft = await insertCompleteDraft(t.db, { establishmentId: own.id, createdBy: me.id, address });
  const myRegistered = await insertRegisteredOrder(t.db, { establishmentId: own.id, createdBy: me.id });
  const colleagueDraft = await insertOrder(t.db, { establishmentId: own.id, createdBy: colleague.id });
  const colleagueRegistered = await insertRegisteredOrder(t.db, {
    establishmentId: own.id,
    createdBy: colleague.id,
  });
  const foreignRegistered = await insertRegisteredOrder(t.db, {
    establishmentId: other.id,
    createdBy: stranger.id,
  });
  for (const order of [colleagueRegistered, foreignRegistered]) {
    const key = await putFile(t, 'order_pdfs', `${order.id}/bon-de-commande.pdf`, '%PDF-1.3');
    await t.db
      .update(orders)
      .set({ pdfUrl: `order_pdfs/${key}` })
      .where(eq(orders.id, order.id));
  }
  return {
    me,
    token,
    myDraft,
    myRegistered,
    colleagueDraft,
    colleagueRegistered,
    foreignRegistered,
  };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const row = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const comment = (id: string) => ({
  path: '/api/update-order',
  body: { orderId: id, updates: { comment: 'Modifié' } },
});

const ENDPOINTS: Record<
  string,
  { call: (s: Scene) => MatrixCall; check?: (s: Scene, json: unknown) => Promise<void> | void }
> = {
  create_draft_order: {
    call: () => ({ path: '/api/rpc/create_draft_order', body: { patient_last_name: 'Nouveau' } }),
    check: async (s, json) =>
      expect(await row((json as { id: string }).id)).toMatchObject({ createdBy: s.me.id, status: 'draft' }),
  },
  'GET my draft': { call: (s) => ({ path: `/api/orders/${s.myDraft.id}` }) },
  "GET a colleague's draft": { call: (s) => ({ path: `/api/orders/${s.colleagueDraft.id}` }) },
  "GET a colleague's registered order": {
    call: (s) => ({ path: `/api/orders/${s.colleagueRegistered.id}` }),
  },
  "GET another establishment's order": { call: (s) => ({ path: `/api/orders/${s.foreignRegistered.id}` }) },
  'update my draft': {
    call: (s) => comment(s.myDraft.id),
    check: async (s) => expect((await row(s.myDraft.id))?.comment).toBe('Modifié'),
  },
  "update a colleague's draft": { call: (s) => comment(s.colleagueDraft.id) },
  'update my registered order': {
    call: (s) => comment(s.myRegistered.id),
    check: async (s) => expect((await row(s.myRegistered.id))?.comment).toBe('Modifié'),
  },
  "update a colleague's registered order": {
    call: (s) => comment(s.colleagueRegistered.id),
    check: async (s) => expect((await row(s.colleagueRegistered.id))?.comment).toBe('Modifié'),
  },
  "update another establishment's order": { call: (s) => comment(s.foreignRegistered.id) },
  'validate my draft': {
    call: (s) => ({
      path: '/api/update-order',
      body: { orderId: s.myDraft.id, updates: { status: 'registered' } },
    }),
    check: async (s) => expect((await row(s.myDraft.id))?.status).toBe('registered'),
  },
  // Other statuses than draft and registered are not even valid input here (bad-input.test.ts).
  'send my registered order back to draft': {
    call: (s) => ({
      path: '/api/update-order',
      body: { orderId: s.myRegistered.id, updates: { status: 'draft' } },
    }),
  },
  'delete my draft': {
    call: (s) => ({ method: 'DELETE', path: `/api/orders/${s.myDraft.id}` }),
    check: async (s) => expect(await row(s.myDraft.id)).toBeUndefined(),
  },
  "delete a colleague's draft": {
    call: (s) => ({ method: 'DELETE', path: `/api/orders/${s.colleagueDraft.id}` }),
  },
  'delete my registered order': {
    call: (s) => ({ method: 'DELETE', path: `/api/orders/${s.myRegistered.id}` }),
  },
  'calculate a quote': {
    call: () => ({
      path: '/api/calculate-order-prices',
      body: { order: { details: null }, shippingMethod: 'standard' },
    }),
    check: (_s, json) => expect(json).toMatchObject({ shippingHT: 800, totalTTC: 960 }),
  },
  'calculate and save on my draft': {
    call: (s) => ({
      path: '/api/calculate-order-prices',
      body: { order: { id: s.myDraft.id }, shippingMethod: 'express', toSave: true },
    }),
    check: async (s, json) => {
      expect(json).toMatchObject({ shippingHT: 2200 });
      // Saved for the roles that may edit the draft; a viewer's call is only a quote.
      const saved = (await row(s.myDraft.id))?.details?.prices?.shippingHT;
      expect(saved).toBe(s.me.role === 'viewer' ? undefined : 2200);
    },
  },
  "calculate on a colleague's draft": {
    call: (s) => ({
      path: '/api/calculate-order-prices',
      body: { order: { id: s.colleagueDraft.id }, shippingMethod: 'express', toSave: true },
    }),
  },
  "generate the PDF of a colleague's order": {
    call: (s) => ({ path: '/api/generate-order-pdf', body: { orderId: s.colleagueRegistered.id } }),
    check: async (s) =>
      expect((await row(s.colleagueRegistered.id))?.pdfUrl).toMatch(/^order_pdfs\/.+_\w+\.pdf$/),
  },
  "generate the PDF of another establishment's order": {
    call: (s) => ({ path: '/api/generate-order-pdf', body: { orderId: s.foreignRegistered.id } }),
  },
  "sign the PDF of a colleague's order": {
    call: (s) => ({ method: 'POST', path: `/api/orders/${s.colleagueRegistered.id}/pdf-url` }),
    check: (_s, json) => expect(json).toEqual({ signedUrl: expect.stringMatching(/^\/files\/order_pdfs\//) }),
  },
  "sign the PDF of another establishment's order": {
    call: (s) => ({ method: 'POST', path: `/api/orders/${s.foreignRegistered.id}/pdf-url` }),
  },
  'list orders': {
    call: () => ({ path: '/api/orders' }),
    check: (s, json) => {
      const ids = (json as { items: { id: string }[] }).items.map((item) => item.id);
      expect(ids).not.toContain(s.myDraft.id);
      expect(ids).not.toContain(s.colleagueDraft.id);
      const seesOwn = s.me.role !== 'preparator' && s.me.establishmentId !== null;
      if (s.me.role === 'preparator')
        expect(ids).toEqual(expect.arrayContaining([s.colleagueRegistered.id, s.foreignRegistered.id]));
      else if (seesOwn) expect(ids.sort()).toEqual([s.myRegistered.id, s.colleagueRegistered.id].sort());
      else expect(ids).toEqual([]);
    },
  },
  'count my drafts': {
    call: () => ({ path: '/api/orders/draft-count' }),
    check: (_s, json) => expect(json).toEqual({ count: 1 }),
  },
  'list my drafts': {
    call: () => ({ path: '/api/orders/drafts' }),
    check: (s, json) =>
      expect((json as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([s.myDraft.id]),
  },
};

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  create_draft_order: [401, 403, 201, 400, 201, 403],
  'GET my draft': [401, 404, 200, 404, 200, 200],
  "GET a colleague's draft": [401, 404, 404, 404, 404, 404],
  "GET a colleague's registered order": [401, 200, 200, 404, 200, 200],
  "GET another establishment's order": [401, 200, 404, 404, 404, 404],
  'update my draft': [401, 404, 200, 404, 200, 403],
  "update a colleague's draft": [401, 404, 404, 404, 404, 404],
  'update my registered order': [401, 403, 200, 404, 200, 403],
  "update a colleague's registered order": [401, 403, 200, 404, 403, 403],
  "update another establishment's order": [401, 403, 404, 404, 404, 404],
  'validate my draft': [401, 404, 200, 404, 200, 403],
  'send my registered order back to draft': [401, 403, 403, 404, 403, 403],
  'delete my draft': [401, 404, 200, 404, 200, 403],
  "delete a colleague's draft": [401, 404, 404, 404, 404, 404],
  'delete my registered order': [401, 403, 403, 404, 403, 403],
  'calculate a quote': [401, 200, 200, 200, 200, 200],
  'calculate and save on my draft': [401, 404, 200, 404, 200, 200],
  "calculate on a colleague's draft": [401, 404, 404, 404, 404, 404],
  "generate the PDF of a colleague's order": [401, 200, 200, 404, 200, 403],
  "generate the PDF of another establishment's order": [401, 200, 404, 404, 404, 404],
  "sign the PDF of a colleague's order": [401, 200, 200, 404, 200, 200],
  "sign the PDF of another establishment's order": [401, 200, 404, 404, 404, 404],
  'list orders': [401, 200, 200, 200, 200, 200],
  'count my drafts': [401, 403, 200, 200, 200, 200],
  'list my drafts': [401, 403, 200, 200, 200, 200],
};

const ERRORS = errorBodies({ 404: notFound('Commande introuvable.') });

describe('orders permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    columns: WHO_WITHOUT_BAD_TOKEN,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: () => ordersSnapshot(t),
    errors: ERRORS,
  });
});
