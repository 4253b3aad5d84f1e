import type { OrderStatus } from '@conque/domain/orders/statuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice, insertUser } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  expectMatrixCell,
  hasEstablishment,
  notFound,
  WHO,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertOrder } from '../accounts/accounts-test-kit';
import { binaryStl, insertStoredStl, stlSnapshot, upload } from './stl-test-kit';

// docs/design.md §4: every STL endpoint × every role × own / other establishment × the order's state. A
// refused call changes no entry and no file; a hidden order is a 404, never a 403.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Whose order, in which establishment, in which state. "mine" is the caller's own order; a
// preparator, who creates none, gets a colleague's instead.
const ORDERS = {
  'my draft': { creator: 'me', status: 'draft' },
  "a colleague's draft": { creator: 'colleague', status: 'draft' },
  'my registered order': { creator: 'me', status: 'registered' },
  "a colleague's registered order": { creator: 'colleague', status: 'registered' },
  "a colleague's order in production": { creator: 'colleague', status: 'in_progress' },
  'my shipped order': { creator: 'me', status: 'shipped' },
  'my invoiced registered order': { creator: 'me', status: 'registered', invoiced: true },
  "another establishment's registered order": { creator: 'stranger', status: 'registered' },
} satisfies Record<
  string,
  { creator: 'me' | 'colleague' | 'stranger'; status: OrderStatus; invoiced?: boolean }
>;
type OrderCase = keyof typeof ORDERS;

const makeScene = async (who: Who, orderCase: OrderCase) => {
  const { own, other, me, token } = await callerScene(t, who);
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  const { creator, status, ...rest } = ORDERS[orderCase];
  const createdBy =
    creator === 'stranger' ? stranger.id : creator === 'me' && hasEstablishment(who) ? me.id : colleague.id;
  const order = await insertOrder(t.db, {
    establishmentId: creator === 'stranger' ? other.id : own.id,
    createdBy,
    status,
  });
  if ('invoiced' in rest)
    await insertInvoice(t.db, { establishmentId: order.establishmentId, orderIds: [order.id] });
  const { entry } = await insertStoredStl(t, order.id);
  return { order, entry, token };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const ENDPOINTS = {
  upload: (s: Scene) => upload(t, s.order.id, binaryStl(3), { token: s.token, name: 'matrice.stl' }),
  delete: (s: Scene) =>
    t.request(`/api/orders/${s.order.id}/stl-files?path=${encodeURIComponent(s.entry.path)}`, {
      method: 'DELETE',
      token: s.token,
    }),
  'signed-url': (s: Scene) =>
    t.request(`/api/orders/${s.order.id}/stl-files/signed-url`, {
      body: { path: s.entry.path },
      token: s.token,
    }),
};
type Endpoint = keyof typeof ENDPOINTS;

// Columns in the order of WHO: anonymous, bad token, preparator, manager, manager without
// establishment, user, viewer.
const CHANGE: Record<OrderCase, number[]> = {
  'my draft': [401, 401, 404, 0, 404, 0, 403],
  "a colleague's draft": [401, 401, 404, 404, 404, 404, 404],
  'my registered order': [401, 401, 0, 0, 404, 0, 403],
  "a colleague's registered order": [401, 401, 0, 0, 404, 403, 403],
  "a colleague's order in production": [401, 401, 0, 403, 404, 403, 403],
  'my shipped order': [401, 401, 0, 403, 404, 403, 403],
  'my invoiced registered order': [401, 401, 0, 403, 404, 403, 403],
  "another establishment's registered order": [401, 401, 0, 404, 404, 404, 404],
};
// Reading a file is seeing the order: viewers too.
const READ: Record<OrderCase, number[]> = {
  'my draft': [401, 401, 404, 200, 404, 200, 200],
  "a colleague's draft": [401, 401, 404, 404, 404, 404, 404],
  'my registered order': [401, 401, 200, 200, 404, 200, 200],
  "a colleague's registered order": [401, 401, 200, 200, 404, 200, 200],
  "a colleague's order in production": [401, 401, 200, 200, 404, 200, 200],
  'my shipped order': [401, 401, 200, 200, 404, 200, 200],
  'my invoiced registered order': [401, 401, 200, 200, 404, 200, 200],
  "another establishment's registered order": [401, 401, 200, 404, 404, 404, 404],
};
const SUCCESS: Record<Endpoint, number> = { upload: 201, delete: 200, 'signed-url': 200 };
const expected = (endpoint: Endpoint, orderCase: OrderCase, column: number) => {
  const status = (endpoint === 'signed-url' ? READ : CHANGE)[orderCase][column] as number;
  return status === 0 ? SUCCESS[endpoint] : status;
};

const ROWS = (Object.keys(ENDPOINTS) as Endpoint[]).flatMap((endpoint) =>
  (Object.keys(ORDERS) as OrderCase[]).flatMap((orderCase) =>
    WHO.map((who, column) => ({ endpoint, orderCase, who, status: expected(endpoint, orderCase, column) })),
  ),
);

const ERRORS = errorBodies({ 404: notFound('Commande introuvable.') });

describe('STL files permission matrix', () => {
  it.each(ROWS)('$endpoint on $orderCase as $who → $status', async ({ endpoint, orderCase, who, status }) => {
    const scene = await makeScene(who, orderCase);
    await expectMatrixCell({
      send: () => ENDPOINTS[endpoint](scene),
      status,
      errors: ERRORS,
      snapshot: () => stlSnapshot(t),
      check: async (json, before) => {
        const after = await stlSnapshot(t);
        const previous = before as typeof after;
        const row = after.orders.find((order) => order.id === scene.order.id);
        if (endpoint === 'upload') {
          expect(json).toMatchObject({ name: 'matrice.stl', size: 234 });
          expect(row?.stlFiles).toHaveLength(2);
          expect(after.files).toHaveLength(previous.files.length + 1);
        } else if (endpoint === 'delete') {
          expect(json).toEqual({ stl_files: [] });
          expect(row?.stlFiles).toEqual([]);
          expect(after.files).toHaveLength(previous.files.length - 1);
        } else {
          expect(json).toEqual({ signedUrl: expect.stringMatching(/^\/files\/stl_files\//) });
          expect(after).toEqual(previous);
        }
      },
    });
  });
});
