import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { lastMailTo, randomIp, rowCounts, uniqueEmail } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  t.request(`/auth/v1${path}`, { ...init, headers: { 'x-test-client-ip': randomIp() } });

const expectError = async (response: Response, status: number, code: string) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
};

describe('bad input on /auth/v1', () => {
  it('answers 4xx in GoTrue shape and writes nothing', async () => {
    const email = uniqueEmail();
    const cases: [string, { method?: string; body?: unknown }, number, string][] = [
      ['/signup', { body: 'not json' }, 400, 'bad_json'],
      ['/signup', { body: '', method: 'POST' }, 400, 'bad_json'],
      ['/signup', { body: [email, 'pw123456'] }, 400, 'bad_json'],
      ['/signup', { body: { email: 42, password: 'pw123456' } }, 400, 'bad_json'],
      ['/signup', { body: { email, password: 123456 } }, 400, 'bad_json'],
      ['/signup', { body: { email, password: 'pw123456', data: 'manager' } }, 400, 'bad_json'],
      ['/signup', { body: { email, password: 'pw123456', data: ['x'] } }, 400, 'bad_json'],
      ['/signup', { body: { password: 'pw123456' } }, 400, 'validation_failed'],
      ['/signup', { body: { email: 'not-an-email', password: 'pw123456' } }, 400, 'validation_failed'],
      ['/signup', { body: { email } }, 400, 'validation_failed'],
      ['/signup', { body: { email, password: 'x'.repeat(73) } }, 400, 'validation_failed'],
      ['/signup', { body: { email, password: 'pw' } }, 422, 'weak_password'],
      [
        '/signup',
        { body: { email, password: 'pw123456', code_challenge: CHALLENGE } },
        400,
        'validation_failed',
      ],
      [
        '/signup',
        { body: { email, password: 'pw123456', code_challenge: 'short', code_challenge_method: 's256' } },
        400,
        'validation_failed',
      ],
      [
        '/signup',
        { body: { email, password: 'pw123456', code_challenge: CHALLENGE, code_challenge_method: 'md5' } },
        400,
        'validation_failed',
      ],
      ['/token?grant_type=password', { body: { password: 'pw123456' } }, 400, 'validation_failed'],
      ['/token?grant_type=password', { body: { email, password: ['pw'] } }, 400, 'bad_json'],
      ['/token?grant_type=magic', { body: {} }, 400, 'invalid_credentials'],
      ['/token', { body: {} }, 400, 'invalid_credentials'],
      ['/token?grant_type=pkce', { body: { auth_code: 'x' } }, 400, 'validation_failed'],
      [
        '/token?grant_type=refresh_token',
        { body: { refresh_token: 'unknown' } },
        400,
        'refresh_token_not_found',
      ],
      ['/recover', { body: {} }, 400, 'validation_failed'],
      ['/recover', { body: { email: true } }, 400, 'bad_json'],
      ['/resend', { body: { email, type: 'recovery' } }, 400, 'validation_failed'],
      ['/verify', { body: { type: 'signup' } }, 400, 'validation_failed'],
      ['/verify', { body: { token_hash: 'unknown', type: 'magiclink' } }, 400, 'validation_failed'],
      ['/verify', { body: { token_hash: 'unknown', type: '__proto__' } }, 400, 'validation_failed'],
      ['/verify', { body: { token_hash: 'unknown', type: 'signup' } }, 403, 'otp_expired'],
      ['/verify?token=abc', {}, 400, 'validation_failed'],
      ['/verify?token=abc&type=invite', {}, 400, 'validation_failed'],
      ['/user', {}, 401, 'no_authorization'],
      ['/logout', { method: 'POST' }, 401, 'no_authorization'],
      ['/nowhere', {}, 404, 'not_found'],
    ];
    const before = await rowCounts(t.db);
    for (const [path, init, status, code] of cases) {
      const response = await call(path, init);
      try {
        await expectError(response, status, code);
      } catch (error) {
        throw new Error(`${path} ${JSON.stringify(init.body)}: ${(error as Error).message}`);
      }
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('answers a missing refresh token with the OAuth-style error', async () => {
    const response = await call('/token?grant_type=refresh_token', { body: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });

  it('rejects forged or malformed bearer tokens with 403 bad_jwt', async () => {
    const { token } = await signedInUser(t.db, t.config);
    const forged = `${token.slice(0, -4)}AAAA`;
    await expectError(await call('/user', { token: forged }), 403, 'bad_jwt');
    await expectError(await call('/user', { token: 'abc' }), 403, 'bad_jwt');
    await expectError(await call('/user', { method: 'PUT', token: forged, body: {} }), 403, 'bad_jwt');
  });

  it('ignores unknown fields, nulls and any apikey, as GoTrue does', async () => {
    const email = uniqueEmail();
    const response = await t.request('/auth/v1/signup', {
      headers: { apikey: 'whatever', authorization: 'Bearer nonsense', 'x-test-client-ip': randomIp() },
      body: {
        email,
        password: 'pw123456',
        data: null,
        code_challenge: null,
        code_challenge_method: null,
        gotrue_meta_security: {},
        channel: 'sms',
        favourite_colour: 'teal',
      },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe(email);
    expect((await lastMailTo(t.db, email)).mail.subject).toContain('Confirmez');
  });

  it('sends an invalid link to the app with the error, and never to another site', async () => {
    const response = await call('/verify?token=pkce_unknown&type=recovery&redirect_to=https://evil.example/');
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.origin).toBe('http://conque.test');
    expect(target.searchParams.get('error_code')).toBe('otp_expired');
    expect(target.searchParams.get('error_description')).toBe('Le lien est invalide ou a expiré.');
  });
});
