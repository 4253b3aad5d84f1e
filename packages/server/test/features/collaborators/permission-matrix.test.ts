import type { Role } from '@conque/domain/permissions/roles';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { collaboratorInvitations } from '../../../src/db/schema/index';
import {
  callerScene,
  errorBodies,
  itEachMatrixCell,
  type MatrixEndpoint,
  notFound,
  type Who,
} from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';
import { invitationsAndMail, newInvitation } from './collaborators-test-kit';

// docs/design.md §4: every collaborators and users endpoint × every role × own / other establishment. A
// refused call writes no invitation and no mail.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let sequence = 0;

const makeScene = async (who: Who) => {
  const { own, other, me, token } = await callerScene(t, who);
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
  return { own, other, ownInvitation, preparatorInvitation, me, token, n: sequence };
};
type Scene = Awaited<ReturnType<typeof makeScene>>;

const sendBody = (invitation: { email: string; invitationCode: string } | undefined) => ({
  email: invitation?.email,
  invitationCode: invitation?.invitationCode,
});

const ENDPOINTS = {
  'GET collaborators': { call: () => ({ path: '/api/collaborators' }) },
  'GET invitations': { call: () => ({ path: '/api/collaborator-invitations' }) },
  'POST invite a user': {
    call: (s: Scene) => ({
      path: '/api/rpc/invite_collaborator',
      body: newInvitation({ email: `u-${s.n}@exemple.fr` }),
    }),
  },
  'POST invite a user into another establishment': {
    call: (s: Scene) => ({
      path: '/api/rpc/invite_collaborator',
      body: newInvitation({ email: `x-${s.n}@exemple.fr`, establishment_id: s.other.id }),
    }),
  },
  'POST invite a preparator': {
    call: (s: Scene) => ({
      path: '/api/rpc/invite_collaborator',
      body: newInvitation({ email: `p-${s.n}@exemple.fr`, role: 'preparator' }),
    }),
  },
  'POST send the establishment invitation': {
    call: (s: Scene) => ({
      path: '/api/send-invitation-email',
      body: sendBody(s.ownInvitation),
    }),
  },
  'POST send the preparator invitation': {
    call: (s: Scene) => ({
      path: '/api/send-invitation-email',
      body: sendBody(s.preparatorInvitation),
    }),
  },
  'GET users': { call: () => ({ path: '/api/users' }) },
} satisfies Record<string, MatrixEndpoint<Scene>>;
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

// A 400 is either the missing establishment or a role this caller may not invite (then naming
// the field).
const ERRORS = errorBodies({
  400: expect.objectContaining({
    code: 'bad_request',
    message: expect.stringMatching(
      /^(Aucun établissement associé|Rôle : Vous ne pouvez pas inviter un collaborateur avec ce rôle\.)$/,
    ),
  }),
  404: notFound('Invitation introuvable.'),
});

describe('collaborators and users permission matrix', () => {
  itEachMatrixCell({
    app: () => t,
    matrix: MATRIX,
    endpoints: ENDPOINTS,
    makeScene,
    snapshot: () => invitationsAndMail(t.db),
    errors: ERRORS,
  });
});
