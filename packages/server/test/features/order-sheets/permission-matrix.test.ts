import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder, insertUser } from '../../support/factories';
import { pdfText } from '../../support/pdf-qr-reader';
import {
  callerScene,
  errorBodies,
  expectRowsOfCaller,
  type MatrixCall,
  matrixRows,
  notFound,
  WHO_WITHOUT_BAD_TOKEN,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder, ordersSnapshot } from '../orders/orders-test-kit';

// Decision 139: the order sheets are the préparateurs'; the short link opens an
// order for whoever may see it. Every endpoint × every caller × own / other establishment; a refused
// call answers the French message of its status and changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  const myDraft = await insertOrder(t.db, { establishmentId: own.id, createdBy: me.id });
  const colleagueOrder = await insertRegisteredOrder(t.db, {
    establishmentId: own.id,
    createdBy: colleague.id,
  });
  const foreignOrder = await insertRegisteredOrder(t.db, {
    establishmentId: other.id,
    createdBy: stranger.id,
  });
  return { me, token, myDraft, colleagueOrder, foreignOrder };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

type Endpoint = { call: (s: Scene) => MatrixCall; printed?: (s: Scene) => string[] };

const ENDPOINTS = {
  "sheet of a colleague's order": {
    call: (s) => ({ path: `/api/orders/${s.colleagueOrder.id}/sheet` }),
    printed: (s) => [s.colleagueOrder.orderNumber ?? ''],
  },
  "sheet of another establishment's order": {
    call: (s) => ({ path: `/api/orders/${s.foreignOrder.id}/sheet` }),
    printed: (s) => [s.foreignOrder.orderNumber ?? ''],
  },
  'sheet of my draft': { call: (s) => ({ path: `/api/orders/${s.myDraft.id}/sheet` }) },
  "batch of a colleague's order": {
    call: (s) => ({ path: '/api/orders/sheets', body: { order_ids: [s.colleagueOrder.id] } }),
    printed: (s) => [s.colleagueOrder.orderNumber ?? ''],
  },
  "batch of both establishments' orders": {
    call: (s) => ({
      path: '/api/orders/sheets',
      body: { order_ids: [s.foreignOrder.id, s.colleagueOrder.id] },
    }),
    printed: (s) => [s.colleagueOrder.orderNumber ?? '', s.foreignOrder.orderNumber ?? ''],
  },
  'batch of my draft': { call: (s) => ({ path: '/api/orders/sheets', body: { order_ids: [s.myDraft.id] } }) },
  'batch validated today': {
    call: () => ({ path: '/api/orders/sheets', body: { validated_today: true } }),
    printed: (s) => [s.colleagueOrder.orderNumber ?? '', s.foreignOrder.orderNumber ?? ''],
  },
  "short link of a colleague's order": {
    call: (s) => ({ path: `/api/orders/by-number/${s.colleagueOrder.orderNumber}` }),
  },
  "short link of another establishment's order": {
    call: (s) => ({ path: `/api/orders/by-number/${s.foreignOrder.orderNumber}` }),
  },
} satisfies Record<string, Endpoint>;

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  "sheet of a colleague's order": [401, 200, 403, 404, 403, 403],
  "sheet of another establishment's order": [401, 200, 404, 404, 404, 404],
  'sheet of my draft': [401, 404, 403, 404, 403, 403],
  "batch of a colleague's order": [401, 200, 403, 403, 403, 403],
  "batch of both establishments' orders": [401, 200, 403, 403, 403, 403],
  'batch of my draft': [401, 404, 403, 403, 403, 403],
  'batch validated today': [401, 200, 403, 403, 403, 403],
  "short link of a colleague's order": [401, 200, 200, 404, 200, 200],
  "short link of another establishment's order": [401, 200, 404, 404, 404, 404],
};

const ERRORS = errorBodies({ 404: notFound('Commande introuvable.') });

describe('order sheets permission matrix', () => {
  it.each(matrixRows(MATRIX, WHO_WITHOUT_BAD_TOKEN))(
    '$endpoint as $who → $status',
    async ({ endpoint, who, status }) => {
      const scene = await makeScene(who);
      const spec: Endpoint = ENDPOINTS[endpoint];
      const { method, path, body } = spec.call(scene);
      const before = await ordersSnapshot(t);
      const response = await t.request(path, { method, body, token: scene.token });
      expect(response.status).toBe(status);
      if (status >= 400) expect(await response.json()).toEqual({ error: ERRORS[status] });
      else if (spec.printed) {
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const text = await pdfText(Buffer.from(await response.arrayBuffer()));
        for (const number of spec.printed(scene)) expect(text).toContain(number);
      } else {
        const json = (await response.json()) as { id: string };
        await expectRowsOfCaller(t.db, json, scene.me);
      }
      expect(await ordersSnapshot(t)).toEqual(before);
    },
  );
});
