import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  expectMatrixCell,
  expectRowsOfCaller,
  notFound,
  WHO,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import {
  askImpression,
  impressionSnapshot,
  orderWithImpressions,
  uploadImpression,
} from './impression-test-kit';

// docs/design.md §4: every endpoint of a new impression × every caller × the caller's own
// establishment's order or another's. Preparators ask and withdraw; the establishment's managers and
// users answer; viewers see; another establishment sees nothing (404). A refused call writes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORDER_CASES = ['own', 'other'] as const;
type OrderCase = (typeof ORDER_CASES)[number];

/** The order (a colleague's in the caller's establishment, or a stranger's) waiting or not. */
const makeScene = async (who: Who, orderCase: OrderCase, state: 'in_progress' | 'asked' | 'uploaded') => {
  const { own, other, me, token } = await callerScene(t, who);
  const establishmentId = orderCase === 'own' ? own.id : other.id;
  const colleague = await signedInUser(t.db, t.config, { role: 'user', establishmentId });
  const lab = await signedInUser(t.db, t.config, { role: 'preparator', establishmentId: null });
  const order = await orderWithImpressions(t, {
    establishmentId,
    createdBy: colleague.profile.id,
    status: 'in_progress',
  });
  if (state !== 'in_progress')
    expect((await askImpression(t, order.id, lab.token, { ears: ['left'], reason: 'deformed' })).status).toBe(
      201,
    );
  const uploaded =
    state === 'uploaded'
      ? ((await (await uploadImpression(t, order.id, 'left', colleague.token)).json()) as { path: string })
      : undefined;
  return { order, me, token, uploadedPath: uploaded?.path ?? '' };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const ENDPOINTS = {
  'GET impression-requests': {
    state: 'asked',
    send: (s: Scene) => t.request(`/api/orders/${s.order.id}/impression-requests`, { token: s.token }),
  },
  ask: {
    state: 'in_progress',
    send: (s: Scene) => askImpression(t, s.order.id, s.token, { ears: ['right'], reason: 'incomplete' }),
  },
  withdraw: {
    state: 'asked',
    send: (s: Scene) =>
      t.request(`/api/orders/${s.order.id}/impression-request`, { method: 'DELETE', token: s.token }),
  },
  upload: { state: 'asked', send: (s: Scene) => uploadImpression(t, s.order.id, 'left', s.token) },
  'delete upload': {
    state: 'uploaded',
    send: (s: Scene) =>
      t.request(
        `/api/orders/${s.order.id}/impression-request/files?path=${encodeURIComponent(s.uploadedPath)}`,
        {
          method: 'DELETE',
          token: s.token,
        },
      ),
  },
  'send back': {
    state: 'uploaded',
    send: (s: Scene) =>
      t.request(`/api/orders/${s.order.id}/impression-request/send`, { method: 'POST', token: s.token }),
  },
  'GET notifications': {
    state: 'asked',
    send: (s: Scene) => t.request('/api/notifications', { token: s.token }),
  },
  'clear notifications': {
    state: 'asked',
    send: (s: Scene) =>
      t.request(`/api/orders/${s.order.id}/notifications`, { method: 'DELETE', token: s.token }),
  },
} as const satisfies Record<
  string,
  { state: 'in_progress' | 'asked' | 'uploaded'; send: (s: Scene) => unknown }
>;
type Endpoint = keyof typeof ENDPOINTS;

// Columns in the order of WHO: anonymous, bad token, preparator, manager, manager without
// establishment, user, viewer. The bell is each person's own: no order to hide, nothing to refuse.
const MATRIX: Record<Endpoint, Record<OrderCase, number[]>> = {
  'GET impression-requests': {
    own: [401, 401, 200, 200, 404, 200, 200],
    other: [401, 401, 200, 404, 404, 404, 404],
  },
  ask: { own: [401, 401, 201, 403, 404, 403, 403], other: [401, 401, 201, 404, 404, 404, 404] },
  withdraw: { own: [401, 401, 200, 403, 404, 403, 403], other: [401, 401, 200, 404, 404, 404, 404] },
  upload: { own: [401, 401, 403, 201, 404, 201, 403], other: [401, 401, 403, 404, 404, 404, 404] },
  'delete upload': { own: [401, 401, 403, 200, 404, 200, 403], other: [401, 401, 403, 404, 404, 404, 404] },
  'send back': { own: [401, 401, 403, 200, 404, 200, 403], other: [401, 401, 403, 404, 404, 404, 404] },
  'GET notifications': {
    own: [401, 401, 403, 200, 200, 200, 200],
    other: [401, 401, 403, 200, 200, 200, 200],
  },
  'clear notifications': {
    own: [401, 401, 403, 200, 200, 200, 200],
    other: [401, 401, 403, 200, 200, 200, 200],
  },
};

const ROWS = (Object.keys(ENDPOINTS) as Endpoint[]).flatMap((endpoint) =>
  ORDER_CASES.flatMap((orderCase) =>
    WHO.map((who, column) => ({
      endpoint,
      orderCase,
      who,
      status: MATRIX[endpoint][orderCase][column] as number,
    })),
  ),
);

const ERRORS = errorBodies({
  404: notFound('Commande introuvable.'),
});

describe('new impression permission matrix', () => {
  it.each(ROWS)(
    "$endpoint on the $orderCase establishment's order as $who → $status",
    async ({ endpoint, orderCase, who, status }) => {
      const spec = ENDPOINTS[endpoint];
      const scene = await makeScene(who, orderCase, spec.state);
      await expectMatrixCell({
        send: () => spec.send(scene) as Promise<Response>,
        status,
        errors: ERRORS,
        snapshot: () => impressionSnapshot(t),
        check: async (json) => {
          if (endpoint === 'GET notifications') {
            // Only the caller's own entries: a manager of the order's establishment is a recipient.
            const { items } = json as { items: { order_id: string }[] };
            const mine = who === 'manager' && orderCase === 'own';
            expect(items.map((item) => item.order_id)).toEqual(mine ? [scene.order.id] : []);
          }
          if (endpoint === 'GET impression-requests') {
            await expectRowsOfCaller(t.db, json, scene.me);
            expect(json).toMatchObject({ open: { ears: ['left'], reason: 'deformed' } });
          }
        },
      });
    },
  );
});
