import { MESSAGES } from '@conque/domain/shared/messages';
import { AuthApiError } from '@supabase/auth-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authClient } from '@/lib/auth-client';
import { registerAccount } from './register';

vi.mock('@/lib/auth-client', () => ({ authClient: { signUp: vi.fn() } }));
const signUp = vi.mocked(authClient.signUp);

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
let requests: { path: string; body: unknown }[];

const json = (status: number, body: unknown) => ({ status, body });
const signedUp = (identities: unknown[] | undefined = [{}]) =>
  ({ data: { user: { id: USER_ID, identities }, session: null }, error: null }) as never;

beforeEach(() => {
  requests = [];
  answers = {
    '/api/verify-invitation': json(200, { valid: true, error: null, invitation: INVITATION }),
    '/api/create-user-profile': json(200, { error: null }),
  };
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    requests.push({ path, body: JSON.parse(String(init.body)) });
    const answer = answers[path];
    if (!answer || answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  signUp.mockReset();
  signUp.mockResolvedValue(signedUp());
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(signUp).toHaveBeenCalledWith({
      email: invite.email,
      password: 'secret1',
      options: {
        emailRedirectTo: `${window.location.origin}/login?confirmed=true`,
        data: {
          role: 'user',
          establishment_id: INVITATION.establishment_id,
          first_name: 'Claire',
          last_name: 'Dumont',
          invitation_id: INVITATION.id,
        },
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
    expect(signUp.mock.calls[0]?.[0].options?.data).toEqual({ role: 'manager' });
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
    expect(signUp).not.toHaveBeenCalled();
  });

  it.each([
    ['an already registered address (no identity)', signedUp([]), MESSAGES.signupUserExists],
    ['no user', { data: { user: null, session: null }, error: null }, MESSAGES.signupNoUser],
    [
      'user_already_exists',
      { data: {}, error: new AuthApiError('x', 422, 'user_already_exists') },
      MESSAGES.signupUserExists,
    ],
    ['weak_password', { data: {}, error: new AuthApiError('x', 422, 'weak_password') }, MESSAGES.passwordMin],
    [
      'another error',
      { data: {}, error: new AuthApiError('x', 429, 'over_request_rate_limit') },
      MESSAGES.signupOther,
    ],
  ])('reports %s without creating a profile', async (_case, result, message) => {
    signUp.mockResolvedValue(result as never);
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
