import type { Role } from '@conque/domain/permissions/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorInvitations } from '../../db/schema/index';
import { insertEstablishment, signedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { invitationsAndMail, newInvitation } from './collaborators-test-kit';

// DESIGN §4: every collaborators and users endpoint × every role × own / other establishment. A
// refused call writes no invitation and no mail.

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
let sequence = 0;

const makeScene = async (who: Who) => {
  const own = await insertEstablishment(t.db);
  const other = await insertEstablishment(t.db);
  const role: Role =
    who === 'anonymous' || who === 'bad token' || who === 'manager without establishment' ? 'manager' : who;
  const withEstablishment = role !== 'preparator' && who !== 'manager without establishment';
  const { token } = await signedInUser(t.db, t.config, {
    role,
    establishmentId: withEstablishment ? own.id : null,
  });
  sequence += 1;
  const invitation = (establishmentId: string | null, invitedRole: Role, code: string) => ({
    email: `${code.toLowerCase()}-${sequence}@exemple.fr`,
    firstName: 'Inès',
    lastName: 'Invitée',
    role: invitedRole,
    establishmentId,
    invitationCode: `${code}-${sequence}`,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const [ownInvitation, preparatorInvitation] = await t.db
    .insert(collaboratorInvitations)
    .values([invitation(own.id, 'user', 'OWN'), invitation(null, 'preparator', 'PREP')])
    .returning();
  const sentToken = who === 'anonymous' ? undefined : who === 'bad token' ? 'not-a-token' : token;
  return { own, other, ownInvitation, preparatorInvitation, token: sentToken, n: sequence };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;
type Call = { method?: string; path: string; body?: unknown };

const sendBody = (invitation: { email: string; invitationCode: string } | undefined) => ({
  email: invitation?.email,
  invitationCode: invitation?.invitationCode,
});

const ENDPOINTS = {
  'GET collaborators': () => ({ path: '/api/collaborators' }),
  'GET invitations': () => ({ path: '/api/collaborator-invitations' }),
  'POST invite a user': (s: Scene) => ({
    path: '/api/rpc/invite_collaborator',
    body: newInvitation({ email: `u-${s.n}@exemple.fr` }),
  }),
  'POST invite a user into another establishment': (s: Scene) => ({
    path: '/api/rpc/invite_collaborator',
    body: newInvitation({ email: `x-${s.n}@exemple.fr`, establishment_id: s.other.id }),
  }),
  'POST invite a preparator': (s: Scene) => ({
    path: '/api/rpc/invite_collaborator',
    body: newInvitation({ email: `p-${s.n}@exemple.fr`, role: 'preparator' }),
  }),
  'POST send the establishment invitation': (s: Scene) => ({
    path: '/api/send-invitation-email',
    body: sendBody(s.ownInvitation),
  }),
  'POST send the preparator invitation': (s: Scene) => ({
    path: '/api/send-invitation-email',
    body: sendBody(s.preparatorInvitation),
  }),
  'GET users': () => ({ path: '/api/users' }),
} satisfies Record<string, (s: Scene) => Call>;
type EndpointName = keyof typeof ENDPOINTS;

// Columns in the order of WHO: anonymous, bad token, preparator, manager, manager without
// establishment, user, viewer.
const MATRIX: Record<EndpointName, number[]> = {
  'GET collaborators': [401, 401, 200, 200, 400, 403, 403],
  'GET invitations': [401, 401, 200, 200, 400, 403, 403],
  'POST invite a user': [401, 401, 400, 201, 400, 403, 403],
  'POST invite a user into another establishment': [401, 401, 400, 403, 400, 403, 403],
  'POST invite a preparator': [401, 401, 201, 400, 400, 403, 403],
  'POST send the establishment invitation': [401, 401, 404, 200, 400, 403, 403],
  'POST send the preparator invitation': [401, 401, 200, 404, 400, 403, 403],
  'GET users': [401, 401, 200, 403, 403, 403, 403],
};

const ROWS = (Object.keys(MATRIX) as EndpointName[]).flatMap((endpoint) =>
  WHO.map((who, column) => ({ endpoint, who, status: MATRIX[endpoint][column] as number })),
);

const MESSAGES: Record<number, string | RegExp> = {
  400: /^(Aucun établissement associé|Rôle : Vous ne pouvez pas inviter un collaborateur avec ce rôle\.)$/,
  401: 'Vous devez être connecté.',
  403: "Vous n'avez pas les droits nécessaires pour cette action.",
  404: 'Invitation introuvable.',
};

describe('collaborators and users permission matrix', () => {
  it.each(ROWS)('$endpoint as $who → $status', async ({ endpoint, who, status }) => {
    const scene = await makeScene(who);
    const { method = 'GET', path, body }: Call = ENDPOINTS[endpoint](scene);
    const before = await invitationsAndMail(t.db);
    const response = await t.request(path, { method: body ? 'POST' : method, body, token: scene.token });
    expect(response.status).toBe(status);
    const json = (await response.json()) as { error?: { message: string } };
    if (status >= 400) {
      expect(json.error?.message).toMatch(MESSAGES[status] as string | RegExp);
      expect(await invitationsAndMail(t.db)).toEqual(before);
    }
  });
});
