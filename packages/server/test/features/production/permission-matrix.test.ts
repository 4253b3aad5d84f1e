import { randomUUID } from 'node:crypto';
import { DEFAULT_PRODUCTION } from '@conque/domain/production/production-settings';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { productionRequests, productionVersions, qualityControlFailures } from '../../../src/db/schema/index';
import { insertUser } from '../../support/factories';
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
import { operationsSnapshot, orderRow } from '../order-status/order-status-test-kit';
import { insertRegisteredOrder } from '../orders/orders-test-kit';
import { ALL_PASS } from './production-test-kit';

// docs/design.md §4 and decision 141: the step change, the quality control and the steps' settings
// × every role × own / other establishment. A refused call answers its French message and writes
// nothing: no order, event, key, failure or version.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  const inProgress = (establishmentId: string, createdBy: string, productionStep: string | null = null) =>
    insertRegisteredOrder(t.db, {
      establishmentId,
      createdBy,
      status: 'in_progress',
      shippingMethod: 'standard',
      productionStep,
    });
  return {
    me,
    token,
    ownOrder: await inProgress(own.id, colleague.id),
    foreignOrder: await inProgress(other.id, stranger.id),
    ownControl: await inProgress(own.id, colleague.id, 'controle_qualite'),
    foreignControl: await inProgress(other.id, stranger.id, 'controle_qualite'),
  };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const step = (target: 'ownOrder' | 'foreignOrder'): MatrixEndpoint<Scene> => ({
  call: (scene) => ({
    path: `/api/orders/${scene[target].id}/production-step`,
    body: { from_step: 'modelisation', to_step: 'controle_qualite' },
  }),
  check: async (scene) =>
    expect((await orderRow(t, scene[target].id)).productionStep).toBe('controle_qualite'),
});

const qualityControl = (target: 'ownControl' | 'foreignControl'): MatrixEndpoint<Scene> => ({
  call: (scene) => ({
    path: `/api/orders/${scene[target].id}/quality-control`,
    body: { from_step: 'controle_qualite', results: ALL_PASS },
  }),
  check: async (scene) => expect((await orderRow(t, scene[target].id)).productionDone).toBe(true),
});

const ENDPOINTS = {
  'production-step ownOrder': step('ownOrder'),
  'production-step foreignOrder': step('foreignOrder'),
  'quality-control ownControl': qualityControl('ownControl'),
  'quality-control foreignControl': qualityControl('foreignControl'),
  'GET production-settings': { call: () => ({ path: '/api/production-settings' }) },
  'POST production-settings': {
    call: () => ({
      path: '/api/production-settings',
      body: { effective_from: new Date().toISOString().slice(0, 10), settings: DEFAULT_PRODUCTION },
    }),
  },
} satisfies Record<string, MatrixEndpoint<Scene>>;

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'production-step ownOrder': [401, 200, 403, 404, 403, 403],
  'production-step foreignOrder': [401, 200, 404, 404, 404, 404],
  'quality-control ownControl': [401, 200, 403, 404, 403, 403],
  'quality-control foreignControl': [401, 200, 404, 404, 404, 404],
  'GET production-settings': [401, 200, 403, 403, 403, 403],
  'POST production-settings': [401, 201, 403, 403, 403, 403],
};

const ERRORS = errorBodies({ 404: notFound('Commande introuvable.') });

describe('production permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    columns: WHO_WITHOUT_BAD_TOKEN,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: async () => ({
      ...(await operationsSnapshot(t)),
      keys: await t.db.select().from(productionRequests).orderBy(asc(productionRequests.key)),
      failures: await t.db.select().from(qualityControlFailures).orderBy(asc(qualityControlFailures.id)),
      versions: await t.db.select().from(productionVersions).orderBy(asc(productionVersions.id)),
    }),
    errors: ERRORS,
    headers: () => ({ 'idempotency-key': randomUUID() }),
  });
});
