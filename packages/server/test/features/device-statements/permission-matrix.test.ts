import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceStatements } from '../../../src/db/schema/index';
import { declareDeviceStatements } from '../../../src/features/device-statements/declare-device-statements';
import { insertUser } from '../../support/factories';
import { pdfText } from '../../support/pdf-qr-reader';
import {
  callerScene,
  errorBodies,
  type MatrixCall,
  matrixRows,
  notFound,
  WHO_WITHOUT_BAD_TOKEN,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { insertRegisteredOrder, ordersSnapshot } from '../orders/orders-test-kit';

// Decision 144: whoever sees an order downloads its statements (they name no patient); only a
// préparateur records the lot and unmet requirements. Every endpoint × every caller × own / other
// establishment; a refused call answers the French message of its status and changes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHIPPED_AT = new Date('2026-11-20T09:00:00Z');

const makeScene = async (who: Who) => {
  const { own, other, token } = await callerScene(t, who);
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  const shipped = async (establishmentId: string, createdBy: string) => {
    const order = await insertRegisteredOrder(t.db, {
      establishmentId,
      createdBy,
      status: 'shipped',
      shippedAt: SHIPPED_AT,
    });
    await declareDeviceStatements(t.db, t.config, order, SHIPPED_AT);
    return order;
  };
  return {
    token,
    colleagueShipped: await shipped(own.id, colleague.id),
    foreignShipped: await shipped(other.id, stranger.id),
    colleagueOrder: await insertRegisteredOrder(t.db, { establishmentId: own.id, createdBy: colleague.id }),
    foreignOrder: await insertRegisteredOrder(t.db, { establishmentId: other.id, createdBy: stranger.id }),
  };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const FIELDS = { lot_number: 'L-7', unmet_requirements: '' };

const ENDPOINTS = {
  "declaration of a colleague's shipped order": (s: Scene): MatrixCall => ({
    path: `/api/orders/${s.colleagueShipped.id}/declarations/gauche`,
  }),
  "declaration of another establishment's shipped order": (s: Scene): MatrixCall => ({
    path: `/api/orders/${s.foreignShipped.id}/declarations/gauche`,
  }),
  "statement fields of a colleague's order": (s: Scene): MatrixCall => ({
    method: 'PUT',
    path: `/api/orders/${s.colleagueOrder.id}/statement-fields`,
    body: FIELDS,
  }),
  "statement fields of another establishment's order": (s: Scene): MatrixCall => ({
    method: 'PUT',
    path: `/api/orders/${s.foreignOrder.id}/statement-fields`,
    body: FIELDS,
  }),
};

// Columns in the order of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<keyof typeof ENDPOINTS, number[]> = {
  "declaration of a colleague's shipped order": [401, 200, 200, 404, 200, 200],
  "declaration of another establishment's shipped order": [401, 200, 404, 404, 404, 404],
  "statement fields of a colleague's order": [401, 200, 403, 404, 403, 403],
  "statement fields of another establishment's order": [401, 200, 404, 404, 404, 404],
};

const ERRORS = errorBodies({ 404: notFound('Commande introuvable.') });

const snapshot = async () => ({
  orders: await ordersSnapshot(t),
  statements: await t.db.select().from(deviceStatements).orderBy(asc(deviceStatements.id)),
});

describe('device statements permission matrix', () => {
  it.each(matrixRows(MATRIX, WHO_WITHOUT_BAD_TOKEN))(
    '$endpoint as $who → $status',
    async ({ endpoint, who, status }) => {
      const scene = await makeScene(who);
      const { method, path, body } = ENDPOINTS[endpoint](scene);
      const before = await snapshot();
      const response = await t.request(path, { method, body, token: scene.token });
      expect(response.status).toBe(status);
      if (status >= 400) {
        expect(await response.json()).toEqual({ error: ERRORS[status] });
        expect(await snapshot()).toEqual(before);
      } else if (method === 'PUT') {
        expect(await response.json()).toEqual(FIELDS);
      } else {
        const text = await pdfText(Buffer.from(await response.arrayBuffer()));
        expect(text).toContain('Déclaration relative aux dispositifs sur mesure');
        const order = endpoint.includes('colleague') ? scene.colleagueShipped : scene.foreignShipped;
        expect(text).toContain(order.orderNumber ?? '');
      }
    },
  );
});
