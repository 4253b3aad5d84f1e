import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { authClient, clickLink, lastMailTo, mailCount, randomIp, uniqueEmail } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  // Limits of 2 or 3, so each one is reached in a few calls.
  t = await createTestApp({
    rateLimits: {
      'auth.sign-in.email': { limit: 2 },
      'auth.sign-in.ip': { limit: 3 },
      'auth.sign-up.ip': { limit: 2 },
      'auth.recover.email': { limit: 2 },
      'auth.verify.ip': { limit: 1 },
    },
  });
});
afterAll(() => t.close());

const RATE_LIMITED = 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.';

describe('rate limits on /auth/v1', () => {
  it('limits sign-in per e-mail, whatever the password and the IP', async () => {
    const { user } = await insertUser(t.db);
    for (let attempt = 0; attempt < 2; attempt++) {
      const { client } = authClient(t);
      expect((await client.signInWithPassword({ email: user.email, password: 'wrong' })).error?.code).toBe(
        'invalid_credentials',
      );
    }
    const { client } = authClient(t);
    const { error } = await client.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: RATE_LIMITED });
  });

  it('limits sign-in per IP across addresses, with Retry-After', async () => {
    const ip = randomIp();
    const { client } = authClient(t, { ip });
    for (let attempt = 0; attempt < 3; attempt++) {
      await client.signInWithPassword({ email: uniqueEmail(), password: 'whatever' });
    }
    const response = await t.request('/auth/v1/token?grant_type=password', {
      headers: { 'x-test-client-ip': ip },
      body: { email: uniqueEmail(), password: 'whatever' },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({ code: 'over_request_rate_limit', message: RATE_LIMITED });
  });

  it('limits sign-up per IP, and a limited sign-up writes nothing', async () => {
    const { client } = authClient(t);
    expect((await client.signUp({ email: uniqueEmail(), password: 'pw123456' })).error).toBeNull();
    expect((await client.signUp({ email: uniqueEmail(), password: 'pw123456' })).error).toBeNull();
    const email = uniqueEmail();
    const { error } = await client.signUp({ email, password: 'pw123456' });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(await mailCount(t.db, email)).toBe(0);
  });

  it('limits resets per e-mail, for unknown addresses just the same', async () => {
    for (const email of [uniqueEmail(), (await insertUser(t.db)).user.email]) {
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const { client } = authClient(t);
        answers.push((await client.resetPasswordForEmail(email)).error?.code ?? 'ok');
      }
      expect(answers).toEqual(['ok', 'ok', 'over_request_rate_limit']);
    }
  });

  it('limits link verification per IP, sending the error back to the app', async () => {
    const { client } = authClient(t);
    const email = uniqueEmail();
    await client.signUp({ email, password: 'pw123456' });
    const { link } = await lastMailTo(t.db, email);
    const ip = randomIp();
    await t.request('/auth/v1/verify?token=pkce_unknown&type=signup', {
      headers: { 'x-test-client-ip': ip },
    });
    const limited = await clickLink(t, link, ip);
    expect(limited.searchParams.get('error_code')).toBe('over_request_rate_limit');
    // The link was not spent: from another address it still works.
    expect((await clickLink(t, link)).searchParams.get('code')).toBeTruthy();
  });
});
