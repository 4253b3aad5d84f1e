import type { Role } from '@conque/domain/permissions/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema/index';
import { insertEstablishment, insertUser, signedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { establishmentBody, insertInvitation, insertOrder, snapshot } from './accounts-test-kit';

// DESIGN §4: every endpoint of the account area × every role × own / other establishment.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WHO = [
  'anonymous',
  'bad token',
  'preparator',
  'manager',
  'manager without establishment',
  'user',
  'viewer',
] as const;
type Who = (typeof WHO)[number];

const ROLE_OF: Record<Exclude<Who, 'anonymous' | 'bad token'>, Role> = {
  preparator: 'preparator',
  manager: 'manager',
  'manager without establishment': 'manager',
  user: 'user',
  viewer: 'viewer',
};

type Scene = Awaited<ReturnType<typeof makeScene>>;

/** A fresh caller with its own establishment, a colleague, a foreign establishment and some orders. */
const makeScene = async (who: Who) => {
  const own = await insertEstablishment(t.db);
  const other = await insertEstablishment(t.db);
  const role: Role = who === 'anonymous' || who === 'bad token' ? 'manager' : ROLE_OF[who];
  const withEstablishment = role !== 'preparator' && who !== 'manager without establishment';
  const { profile: me, token } = await signedInUser(t.db, t.config, {
    role,
    establishmentId: withEstablishment ? own.id : null,
  });
  const { profile: colleague } = await insertUser(t.db, { role: 'user', establishmentId: own.id });
  const { profile: stranger } = await insertUser(t.db, { role: 'manager', establishmentId: other.id });
  if (withEstablishment) {
    await insertOrder(t.db, { establishmentId: own.id, createdBy: me.id });
    await insertOrder(t.db, { establishmentId: own.id, createdBy: me.id, status: 'registered' });
  }
  await insertOrder(t.db, { establishmentId: own.id, createdBy: colleague.id });
  await insertOrder(t.db, { establishmentId: other.id, createdBy: stranger.id });
  const invitation = await insertInvitation(t.db, { establishmentId: own.id });
  const sentToken = who === 'anonymous' ? undefined : who === 'bad token' ? 'not-a-token' : token;
  return { own, other, me, colleague, invitation, token: sentToken, myDrafts: withEstablishment ? 1 : 0 };
};

type Call = { method?: string; path: string; body?: unknown };
/** The call, and what a caller allowed to make it gets. */
type Endpoint = { call: (s: Scene) => Call; check: (s: Scene, json: unknown) => Promise<void> | void };

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
  'GET /api/orders/draft-count': {
    call: () => ({ path: '/api/orders/draft-count' }),
    check: (s, json) => expect(json).toEqual({ count: s.myDrafts }),
  },
} satisfies Record<string, Endpoint>;
type EndpointName = keyof typeof ENDPOINTS;

// Columns in the order of WHO: anonymous, bad token, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<EndpointName, number[]> = {
  'GET /api/profile': [401, 401, 200, 200, 200, 200, 200],
  'PATCH /api/profile': [401, 401, 200, 200, 200, 200, 200],
  'POST create_establishment for oneself': [401, 401, 403, 403, 201, 403, 403],
  'POST create_establishment for a colleague': [401, 401, 403, 403, 403, 403, 403],
  'GET by-siret, own establishment': [401, 401, 200, 200, 200, 200, 200],
  'GET by-siret, other establishment': [401, 401, 200, 404, 200, 404, 404],
  'POST verify-invitation': [200, 200, 200, 200, 200, 200, 200],
  'POST create-user-profile': [200, 200, 200, 200, 200, 200, 200],
  'GET /api/orders/draft-count': [401, 401, 403, 200, 200, 200, 200],
};

const ROWS = (Object.keys(MATRIX) as EndpointName[]).flatMap((endpoint) =>
  WHO.map((who, column) => ({ endpoint, who, status: MATRIX[endpoint][column] as number })),
);

const EXPECTED_ERROR: Record<number, string> = {
  401: 'Vous devez être connecté.',
  403: "Vous n'avez pas les droits nécessaires pour cette action.",
  404: 'Élément introuvable.',
};

let ip = 0;

describe('account area permission matrix', () => {
  it.each(ROWS)('$endpoint as $who → $status', async ({ endpoint, who, status }) => {
    const scene = await makeScene(who);
    const { method, path, body }: Call = ENDPOINTS[endpoint].call(scene);
    const before = await snapshot(t.db);
    const response = await t.request(path, {
      method,
      body,
      token: scene.token,
      headers: { 'x-test-client-ip': `10.0.0.${++ip}` },
    });
    expect(response.status).toBe(status);
    const json = await response.json();
    if (status < 400) {
      await ENDPOINTS[endpoint].check(scene, json);
      return;
    }
    expect(json).toEqual({ error: { code: expect.any(String), message: EXPECTED_ERROR[status] } });
    expect(await snapshot(t.db)).toEqual(before);
  });
});
