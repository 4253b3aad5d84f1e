import { MESSAGES } from '@conque/domain/shared/messages';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { type RecordedRequest, recordRequests, server } from '@/testing/msw-server';
import { registerAccount } from './register';

const INVITATION = {
  id: '0b7e6f0e-1111-4c1e-9d5a-000000000001',
  role: 'user',
  establishment_id: '0b7e6f0e-2222-4c1e-9d5a-000000000002',
  first_name: 'Claire',
  last_name: 'Dumont',
};
const USER_ID = '0b7e6f0e-3333-4c1e-9d5a-000000000003';

type Answer = { status: number; body: unknown } | 'network';
let answers: Record<string, Answer>;
let recorded: RecordedRequest[];
// The product API's calls, and the identity service's sign-ups, as the browser sends them.
let requests: { path: string; body: unknown }[];
const signUps = () => recorded.filter((request) => request.path.startsWith('/auth/v1/signup'));

const json = (status: number, body: unknown) => ({ status, body });
/** GoTrue's answer to a sign-up that waits for the e-mail confirmation: the user, no session. */
const signedUp = (identities: unknown[] | undefined = [{}]) =>
  json(200, { id: USER_ID, aud: 'authenticated', email: 'x@exemple.fr', identities });
/** GoTrue's error body (docs/identity-protocol.md): `error_code` is what auth-js reads. */
const authError = (status: number, code: string) =>
  json(status, { code: status, error_code: code, msg: 'x' });

const respond = (answer: Answer | undefined) =>
  !answer || answer === 'network'
    ? HttpResponse.error()
    : HttpResponse.json(answer.body as never, { status: answer.status });

beforeEach(() => {
  answers = {
    '/api/verify-invitation': json(200, { valid: true, error: null, invitation: INVITATION }),
    '/api/create-user-profile': json(200, { error: null }),
    '/auth/v1/signup': signedUp(),
  };
  recorded = recordRequests();
  requests = [];
  server.use(
    http.post('/api/:name', async ({ request }) => {
      const path = new URL(request.url).pathname;
      requests.push({ path, body: await request.json() });
      return respond(answers[path]);
    }),
    http.post('/auth/v1/signup', () => respond(answers['/auth/v1/signup'])),
  );
});

const invite = {
  email: 'claire@audition.fr',
  password: 'secret1',
  invitationMode: true,
  invitationCode: 'K7P2',
};
const self = { email: 'marc@audition.fr', password: 'secret1', invitationMode: false };

describe('registerAccount', () => {
  it('signs up with the verified invitation, then creates the profile', async () => {
    await expect(registerAccount(invite)).resolves.toEqual({ email: invite.email });
    expect(requests[0]).toEqual({
      path: '/api/verify-invitation',
      body: { email: invite.email, invitationCode: 'K7P2' },
    });
    const [signUp] = signUps();
    expect(new URL(signUp?.path ?? '', window.location.origin).searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/login?confirmed=true`,
    );
    expect(signUp?.body).toMatchObject({
      email: invite.email,
      password: 'secret1',
      data: {
        role: 'user',
        establishment_id: INVITATION.establishment_id,
        first_name: 'Claire',
        last_name: 'Dumont',
        invitation_id: INVITATION.id,
      },
    });
    expect(requests[1]).toEqual({
      path: '/api/create-user-profile',
      body: {
        userId: USER_ID,
        email: invite.email,
        role: 'user',
        firstName: 'Claire',
        lastName: 'Dumont',
        establishmentId: INVITATION.establishment_id,
      },
    });
  });

  it('registers a manager without verifying anything', async () => {
    await registerAccount(self);
    expect((signUps()[0]?.body as { data?: unknown } | undefined)?.data).toEqual({ role: 'manager' });
    expect(requests.map((request) => request.path)).toEqual(['/api/create-user-profile']);
    expect(requests[0]?.body).toMatchObject({ role: 'manager', firstName: null, establishmentId: null });
  });

  it.each([
    [
      'the server says why',
      json(200, { valid: false, error: 'Invitation déjà utilisée', invitation: null }),
      'Invitation déjà utilisée',
    ],
    [
      'the server gives no reason',
      json(200, { valid: false, error: '', invitation: null }),
      MESSAGES.signupInvalidInvitation,
    ],
    [
      'the body is refused',
      json(400, { error: { code: 'bad_request', message: 'Adresse email invalide' } }),
      'Adresse email invalide',
    ],
    ['the network is down', 'network' as const, MESSAGES.signupOther],
  ])('stops on an invalid invitation when %s', async (_case, answer, message) => {
    answers['/api/verify-invitation'] = answer;
    await expect(registerAccount(invite)).rejects.toThrow(message);
    expect(signUps()).toEqual([]);
  });

  it.each([
    ['an already registered address (no identity)', signedUp([]), MESSAGES.signupUserExists],
    ['no user', json(200, {}), MESSAGES.signupNoUser],
    ['user_already_exists', authError(422, 'user_already_exists'), MESSAGES.signupUserExists],
    ['weak_password', authError(422, 'weak_password'), MESSAGES.passwordMin],
    ['another error', authError(429, 'over_request_rate_limit'), MESSAGES.signupOther],
  ])('reports %s without creating a profile', async (_case, answer, message) => {
    answers['/auth/v1/signup'] = answer;
    await expect(registerAccount(self)).rejects.toThrow(message);
    expect(requests).toEqual([]);
  });

  it.each([
    [
      'the server error',
      json(404, { error: { code: 'not_found', message: 'Utilisateur introuvable' } }),
      'Utilisateur introuvable',
    ],
    ['a body without a message', json(500, {}), MESSAGES.signupProfileFailed],
    ['a network failure', 'network' as const, MESSAGES.signupProfileFailed],
  ])('reports a failed profile creation with %s', async (_case, answer, message) => {
    answers['/api/create-user-profile'] = answer;
    await expect(registerAccount(self)).rejects.toThrow(message);
  });
});
