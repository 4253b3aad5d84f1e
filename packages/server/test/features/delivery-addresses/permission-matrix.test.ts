import { afterAll, beforeAll, describe, expect } from 'vitest';
import { insertDeliveryAddress } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixCall,
  notFound,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { addressSnapshot, newAddress } from './delivery-addresses-test-kit';

// docs/design.md §4: every delivery-address endpoint × every role × own / other establishment. A refused
// call changes no row.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  const mine = await insertDeliveryAddress(t.db, {
    establishmentId: own.id,
    name: 'Principal',
    isDefault: true,
  });
  const second = await insertDeliveryAddress(t.db, { establishmentId: own.id, name: 'Annexe' });
  const theirs = await insertDeliveryAddress(t.db, {
    establishmentId: other.id,
    name: 'Ailleurs',
    isDefault: true,
  });
  return { own, mine, second, theirs, me, token };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const ENDPOINTS = {
  'GET list': {
    call: () => ({ path: '/api/delivery-addresses' }),
    check: (s: Scene, json: unknown) =>
      expect(json).toEqual({
        items: [expect.objectContaining({ id: s.mine.id }), expect.objectContaining({ id: s.second.id })],
        total: 2,
      }),
  },
  'POST create': {
    call: () => ({ path: '/api/delivery-addresses', body: newAddress({ name: 'Nouveau' }) }),
    check: (s: Scene, json: unknown) =>
      expect(json).toMatchObject({ establishment_id: s.own.id, is_default: false }),
  },
  'DELETE own address': {
    call: (s: Scene) => ({ method: 'DELETE', path: `/api/delivery-addresses/${s.second.id}` }),
    check: (s: Scene, json: unknown) =>
      expect(json).toEqual({ items: [expect.objectContaining({ id: s.mine.id })], total: 1 }),
  },
  "DELETE another establishment's address": {
    call: (s: Scene) => ({ method: 'DELETE', path: `/api/delivery-addresses/${s.theirs.id}` }),
    check: () => expect.unreachable('never allowed'),
  },
  'POST default, own address': {
    call: (s: Scene) => ({ method: 'POST', path: `/api/delivery-addresses/${s.second.id}/default` }),
    check: (s: Scene, json: unknown) =>
      expect(json).toMatchObject({
        items: [
          { id: s.second.id, is_default: true },
          { id: s.mine.id, is_default: false },
        ],
      }),
  },
  "POST default, another establishment's address": {
    call: (s: Scene) => ({ method: 'POST', path: `/api/delivery-addresses/${s.theirs.id}/default` }),
    check: () => expect.unreachable('never allowed'),
  },
} satisfies Record<string, { call: (s: Scene) => MatrixCall; check: (s: Scene, json: unknown) => void }>;
type EndpointName = keyof typeof ENDPOINTS;

// Columns in the order of WHO: anonymous, bad token, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<EndpointName, number[]> = {
  'GET list': [401, 401, 403, 200, 400, 200, 200],
  'POST create': [401, 401, 403, 201, 400, 403, 403],
  'DELETE own address': [401, 401, 403, 200, 400, 403, 403],
  "DELETE another establishment's address": [401, 401, 403, 404, 400, 403, 403],
  'POST default, own address': [401, 401, 403, 200, 400, 403, 403],
  "POST default, another establishment's address": [401, 401, 403, 404, 400, 403, 403],
};

const ERRORS = errorBodies({ 404: notFound('Adresse de livraison introuvable.') });

describe('delivery addresses permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: () => addressSnapshot(t.db),
    errors: ERRORS,
  });
});
