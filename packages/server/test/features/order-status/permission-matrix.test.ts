import { afterAll, beforeAll, describe, expect } from 'vitest';
import { insertDeliveryAddress, insertUser } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixEndpoint,
  notFound,
  WHO_WITHOUT_BAD_TOKEN,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { operationsSnapshot, orderRow } from './order-status-test-kit';

// docs/design.md §4: the preparator's dialogs and the history × every role × own / other establishment.
// A refused call answers the French message of its status and writes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  // The orders are pickup orders: moving them to express takes this default address.
  for (const establishment of [own, other])
    await insertDeliveryAddress(t.db, { establishmentId: establishment.id, isDefault: true });
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  const ownOrder = await insertRegisteredOrder(t.db, { establishmentId: own.id, createdBy: colleague.id });
  const foreignOrder = await insertRegisteredOrder(t.db, {
    establishmentId: other.id,
    createdBy: stranger.id,
  });
  return { me, token, ownOrder, foreignOrder };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;
type Target = 'ownOrder' | 'foreignOrder';

// Each action, on the order of the caller's establishment and on another establishment's.
const ACTIONS = {
  status: {
    call: (id: string) => ({ path: `/api/orders/${id}/status`, body: { status: 'in_progress' } }),
    check: async (id: string) => expect((await orderRow(t, id)).status).toBe('in_progress'),
  },
  delivery: {
    call: (id: string) => ({ path: `/api/orders/${id}/delivery`, body: { shippingMethod: 'express' } }),
    check: async (id: string) => expect((await orderRow(t, id)).shippingMethod).toBe('express'),
  },
  'grouping candidates': {
    call: (id: string) => ({ path: `/api/orders/${id}/grouping-candidates` }),
    check: async () => {},
  },
  history: {
    call: (id: string) => ({ path: `/api/orders/${id}/history` }),
    check: async () => {},
  },
} as const;

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<`${keyof typeof ACTIONS} ${Target}`, number[]> = {
  'status ownOrder': [401, 200, 403, 404, 403, 403],
  'status foreignOrder': [401, 200, 404, 404, 404, 404],
  'delivery ownOrder': [401, 200, 403, 404, 403, 403],
  'delivery foreignOrder': [401, 200, 404, 404, 404, 404],
  'grouping candidates ownOrder': [401, 200, 403, 404, 403, 403],
  'grouping candidates foreignOrder': [401, 200, 404, 404, 404, 404],
  'history ownOrder': [401, 200, 200, 404, 200, 200],
  'history foreignOrder': [401, 200, 404, 404, 404, 404],
};

const ENDPOINTS = Object.fromEntries(
  (Object.keys(MATRIX) as (keyof typeof MATRIX)[]).map((key) => {
    const target: Target = key.endsWith('foreignOrder') ? 'foreignOrder' : 'ownOrder';
    const action = ACTIONS[key.slice(0, key.lastIndexOf(' ')) as keyof typeof ACTIONS];
    const endpoint: MatrixEndpoint<Scene> = {
      call: (scene) => action.call(scene[target].id),
      check: (scene) => action.check(scene[target].id),
    };
    return [key, endpoint];
  }),
) as Record<keyof typeof MATRIX, MatrixEndpoint<Scene>>;

const ERRORS = errorBodies({ 404: notFound('Commande introuvable.') });

describe('operations permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    columns: WHO_WITHOUT_BAD_TOKEN,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: () => operationsSnapshot(t),
    errors: ERRORS,
  });
});
