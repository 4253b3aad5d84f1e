import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../../src/db/schema/index';
import { WEBHOOK_ENDPOINT_NOT_FOUND } from '../../../src/features/webhooks/webhook-endpoint-access';
import { newWebhookSecret, sealWebhookSecret } from '../../../src/features/webhooks/webhook-secret';
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

// docs/design.md §4: each webhook call × every role × the caller's own establishment's
// endpoint, another establishment's and the lab's. A préparateur manages the lab's only, a manager its
// establishment's only; the others none.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const insertEndpoint = async (establishmentId: string | null) => {
  const id = randomUUID();
  await t.db.insert(webhookEndpoints).values({
    id,
    establishmentId,
    url: 'https://logiciel.exemple.fr/webhooks',
    events: ['order.validated'],
    secret: sealWebhookSecret(t.config, id, newWebhookSecret()),
  });
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({ endpointId: id, eventType: 'order.validated', payload: { type: 'order.validated' } })
    .returning();
  await t.db.insert(webhookAttempts).values({
    deliveryId: delivery?.id ?? '',
    endpointId: id,
    at: new Date(),
    statusCode: 200,
    durationMs: 12,
  });
  return id;
};

const makeScene = async (who: Who) => {
  const scene = await callerScene(t, who);
  return {
    ...scene,
    ownEndpoint: await insertEndpoint(scene.own.id),
    otherEndpoint: await insertEndpoint(scene.other.id),
    labEndpoint: await insertEndpoint(null),
  };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const patch = (id: string) => ({
  method: 'PATCH',
  path: `/api/webhook-endpoints/${id}`,
  body: { enabled: false },
});

const ENDPOINTS = {
  'GET /api/webhook-endpoints': {
    call: () => ({ path: '/api/webhook-endpoints' }),
    check: (s, json) => {
      const ids = (json as { items: { id: string }[] }).items.map((item) => item.id);
      expect(ids).toContain(s.me.role === 'preparator' ? s.labEndpoint : s.ownEndpoint);
      expect(ids).not.toContain(s.otherEndpoint);
    },
  },
  'POST /api/webhook-endpoints': {
    call: () => ({
      path: '/api/webhook-endpoints',
      body: { url: 'https://erp.exemple.fr/hooks', events: ['invoice.issued'] },
    }),
    check: (_s, json) => expect(json).toMatchObject({ secret: expect.stringMatching(/^whsec_/) }),
  },
  "PATCH the own establishment's endpoint": {
    call: (s) => patch(s.ownEndpoint),
    check: (_s, json) => expect(json).toMatchObject({ enabled: false, disabled_reason: 'manual' }),
  },
  "PATCH another establishment's endpoint": { call: (s) => patch(s.otherEndpoint) },
  "PATCH the lab's endpoint": {
    call: (s) => patch(s.labEndpoint),
    check: (_s, json) => expect(json).toMatchObject({ enabled: false }),
  },
  "POST rotate-secret of the lab's endpoint": {
    call: (s) => ({ method: 'POST', path: `/api/webhook-endpoints/${s.labEndpoint}/rotate-secret` }),
    check: (_s, json) => expect(json).toMatchObject({ secret: expect.stringMatching(/^whsec_/) }),
  },
  "GET attempts of the own establishment's endpoint": {
    call: (s) => ({ path: `/api/webhook-endpoints/${s.ownEndpoint}/attempts` }),
    check: (_s, json) => expect(json).toMatchObject({ total: 1, items: [{ status_code: 200 }] }),
  },
  "DELETE another establishment's endpoint": {
    call: (s) => ({ method: 'DELETE', path: `/api/webhook-endpoints/${s.otherEndpoint}` }),
  },
} satisfies Record<string, MatrixEndpoint<Scene>>;

// Columns: anonymous, preparator, manager, manager without establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  'GET /api/webhook-endpoints': [401, 200, 200, 403, 403, 403],
  'POST /api/webhook-endpoints': [401, 201, 201, 403, 403, 403],
  "PATCH the own establishment's endpoint": [401, 404, 200, 403, 403, 403],
  "PATCH another establishment's endpoint": [401, 404, 404, 403, 403, 403],
  "PATCH the lab's endpoint": [401, 200, 404, 403, 403, 403],
  "POST rotate-secret of the lab's endpoint": [401, 200, 404, 403, 403, 403],
  "GET attempts of the own establishment's endpoint": [401, 404, 200, 403, 403, 403],
  "DELETE another establishment's endpoint": [401, 404, 404, 403, 403, 403],
};

describe('webhooks permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    columns: WHO_WITHOUT_BAD_TOKEN,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: async () => t.db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id),
    errors: errorBodies({ 404: notFound(WEBHOOK_ENDPOINT_NOT_FOUND) }),
  });
});
