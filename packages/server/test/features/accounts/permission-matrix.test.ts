import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { profiles } from '../../../src/db/schema/index';
import { insertUser } from '../../support/factories';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixCall,
  notFound,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { establishmentBody, insertInvitation, insertOrder, snapshot } from './accounts-test-kit';

// docs/design.md §4: every endpoint of the account area × every role × own / other establishment.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Scene = Awaited<ReturnType<typeof makeScene>>;

/** A fresh caller, its establishment, a colleague, a foreign establishment, and orders no call here touches. */
const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  await insertOrder(t.db, { establishmentId: own.id, createdBy: colleague.id });
  await insertOrder(t.db, { establishmentId: other.id, createdBy: stranger.id });
  const invitation = await insertInvitation(t.db, { establishmentId: own.id });
  return { own, other, me, colleague, invitation, token };
};

/** The call, and what a caller allowed to make it gets. */
type Endpoint = { call: (s: Scene) => MatrixCall; check: (s: Scene, json: unknown) => Promise<void> | void };

const ENDPOINTS = {
  'GET /api/profile': {
    call: () => ({ path: '/api/profile' }),
    check: (s, json) => expect(json).toMatchObject({ id: s.me.id, email: s.me.email }),
  },
  'PATCH /api/profile': {
    call: () => ({ method: 'PATCH', path: '/api/profile', body: { first_name: 'Inès', last_name: 'Roux' } }),
    check: async (s, json) => {
      expect(json).toMatchObject({ id: s.me.id, first_name: 'Inès', last_name: 'Roux' });
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, s.me.id));
      expect(row?.lastName).toBe('Roux');
    },
  },
  // Decision 144: one's own « Numéro RPPS ou ADELI », never another's (there is no id to name one).
  'PUT /api/profile/prescriber-number': {
    call: () => ({
      method: 'PUT',
      path: '/api/profile/prescriber-number',
      body: { prescriber_number: '691234567' },
    }),
    check: async (s, json) => {
      expect(json).toMatchObject({ id: s.me.id, prescriber_number: '691234567' });
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, s.me.id));
      expect(row?.prescriberNumber).toBe('691234567');
    },
  },
  'POST create_establishment for oneself': {
    call: (s) => ({ path: '/api/rpc/create_establishment', body: establishmentBody(s.me.id) }),
    check: async (s, json) => {
      const [row] = await t.db.select().from(profiles).where(eq(profiles.id, s.me.id));
      expect(json).toMatchObject({ id: row?.establishmentId, name: 'Audition Lumière' });
    },
  },
  'POST create_establishment for a colleague': {
    call: (s) => ({ path: '/api/rpc/create_establishment', body: establishmentBody(s.colleague.id) }),
    check: () => expect.unreachable('never allowed'),
  },
  'GET by-siret, own establishment': {
    call: (s) => ({ path: `/api/establishments/by-siret/${s.own.siret}` }),
    check: (s, json) => expect(json).toEqual({ name: s.own.name }),
  },
  'GET by-siret, other establishment': {
    call: (s) => ({ path: `/api/establishments/by-siret/${s.other.siret}` }),
    check: (s, json) => expect(json).toEqual({ name: s.other.name }),
  },
  'POST verify-invitation': {
    call: (s) => ({
      path: '/api/verify-invitation',
      body: { email: s.invitation.email, invitationCode: s.invitation.invitationCode },
    }),
    check: (s, json) =>
      expect(json).toMatchObject({ valid: true, error: null, invitation: { id: s.invitation.id } }),
  },
  'POST create-user-profile': {
    call: (s) => ({
      path: '/api/create-user-profile',
      body: { userId: s.me.id, email: s.me.email, role: 'preparator' },
    }),
    check: (_s, json) => expect(json).toEqual({ error: null }),
  },
} satisfies Record<string, Endpoint>;
type EndpointName = keyof typeof ENDPOINTS;

// Columns in the order of WHO: anonymous, bad token, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<EndpointName, number[]> = {
  'GET /api/profile': [401, 401, 200, 200, 200, 200, 200],
  'PATCH /api/profile': [401, 401, 200, 200, 200, 200, 200],
  'PUT /api/profile/prescriber-number': [401, 401, 200, 200, 200, 200, 200],
  'POST create_establishment for oneself': [401, 401, 403, 403, 201, 403, 403],
  'POST create_establishment for a colleague': [401, 401, 403, 403, 403, 403, 403],
  'GET by-siret, own establishment': [401, 401, 200, 200, 200, 200, 200],
  'GET by-siret, other establishment': [401, 401, 200, 404, 200, 404, 404],
  'POST verify-invitation': [200, 200, 200, 200, 200, 200, 200],
  'POST create-user-profile': [200, 200, 200, 200, 200, 200, 200],
};

const ERRORS = errorBodies({ 404: notFound('Élément introuvable.') });

let ip = 0;

describe('account area permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: () => snapshot(t.db),
    errors: ERRORS,
    // Each call from its own address, so that the rate limits of the public endpoints stay out of it.
    headers: () => ({ 'x-test-client-ip': `10.0.0.${++ip}` }),
  });
});
