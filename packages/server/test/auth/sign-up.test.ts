import { AuthApiError, AuthWeakPasswordError } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowStates, profiles, users } from '../../src/db/schema/index';
import { insertEstablishment, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { authClient, clickLink, lastMailTo, mailCount, rowCounts, uniqueEmail } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REDIRECT = 'http://conque.test/login?confirmed=true';

describe('POST /signup and the confirmation link', () => {
  it('creates a manager whatever the client claims, and confirms through the PKCE link', async () => {
    const establishment = await insertEstablishment(t.db);
    const { client } = authClient(t);
    const email = uniqueEmail();
    const { data, error } = await client.signUp({
      email: email.toUpperCase(),
      password: 'pw123456',
      options: {
        emailRedirectTo: REDIRECT,
        data: {
          role: 'preparator',
          establishment_id: establishment.id,
          first_name: 'Eve',
          last_name: 'Pirate',
        },
      },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toHaveLength(1);
    const serverMetadata = {
      role: 'manager',
      establishment_id: null,
      first_name: null,
      last_name: null,
      invitation_id: null,
    };
    expect(data.user?.user_metadata).toEqual(serverMetadata);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, data.user?.id ?? ''));
    expect(profile).toMatchObject({
      role: 'manager',
      establishmentId: null,
      firstName: null,
      lastName: null,
      email,
    });

    // Before confirmation: the right password learns "not confirmed", a wrong one learns nothing more.
    const early = await client.signInWithPassword({ email, password: 'pw123456' });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    expect(early.error?.message).toBe('Veuillez confirmer votre email avant de vous connecter');
    const wrong = await client.signInWithPassword({ email, password: 'nope-nope' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const { mail, link } = await lastMailTo(t.db, email);
    expect(mail.subject).toBe('Confirmez votre inscription sur Conque');
    expect(mail.html).toContain('Confirmer mon adresse e-mail');
    expect(mail.html).toContain('&amp;type=signup');
    expect(link).toMatch(/^http:\/\/conque\.test\/auth\/v1\/verify\?token=pkce_/);

    const target = await clickLink(t, link);
    expect(`${target.origin}${target.pathname}`).toBe('http://conque.test/login');
    expect(target.searchParams.get('confirmed')).toBe('true');
    const code = target.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(target.hash).toBe('');

    const exchanged = await client.exchangeCodeForSession(code ?? '');
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.user?.user_metadata).toMatchObject({ ...serverMetadata, email_verified: true });
    const me = await client.getUser();
    expect(me.data.user?.id).toBe(data.user?.id);

    // Single use: the same link again is an error carried to the app, in the query and the fragment.
    const again = await clickLink(t, link);
    expect(again.searchParams.get('error_code')).toBe('otp_expired');
    expect(again.searchParams.get('error')).toBe('access_denied');
    expect(again.hash).toContain('error_code=otp_expired');
    expect(again.searchParams.get('code')).toBeNull();
    // So is the auth code.
    const { client: other } = authClient(t);
    const replay = await other.exchangeCodeForSession(code ?? '');
    expect(replay.error?.name).toBe('AuthPKCECodeVerifierMissingError');
    const raw = await t.request('/auth/v1/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'x'.repeat(43) },
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('answers a confirmed address with an identity-less look-alike and writes nothing', async () => {
    const { user } = await insertUser(t.db);
    const before = await rowCounts(t.db);
    const { client } = authClient(t);
    const { data, error } = await client.signUp({ email: user.email, password: 'another-pw' });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.user?.id).not.toBe(user.id);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('re-sends the mail of an unconfirmed account at most once a minute, keeping its password', async () => {
    const { client } = authClient(t);
    const email = uniqueEmail();
    await client.signUp({ email, password: 'first-pw' });
    const { link: firstLink } = await lastMailTo(t.db, email);

    const tooSoon = await client.signUp({ email, password: 'second-pw' });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await mailCount(t.db, email)).toBe(1);

    await t.db
      .update(users)
      .set({ confirmationSentAt: new Date(Date.now() - 61_000) })
      .where(eq(users.email, email));
    const resent = await client.signUp({ email, password: 'second-pw' });
    expect(resent.error).toBeNull();
    expect(resent.data.user?.identities).toHaveLength(1);
    expect(await mailCount(t.db, email)).toBe(2);

    // Only the latest link works, and it leads to the account with its first password.
    const stale = await clickLink(t, firstLink);
    expect(stale.searchParams.get('error_code')).toBe('otp_expired');
    const { link } = await lastMailTo(t.db, email);
    const code = (await clickLink(t, link)).searchParams.get('code') ?? '';
    expect((await client.exchangeCodeForSession(code)).error).toBeNull();
    expect((await client.signInWithPassword({ email, password: 'second-pw' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await client.signInWithPassword({ email, password: 'first-pw' })).error).toBeNull();
  });

  it('refuses a weak password with the reasons, writing nothing', async () => {
    const before = await rowCounts(t.db);
    const { client } = authClient(t);
    const { error } = await client.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('sends links only to our own origin', async () => {
    const { client } = authClient(t);
    const email = uniqueEmail();
    await client.signUp({
      email,
      password: 'pw123456',
      options: { emailRedirectTo: 'https://evil.example/x' },
    });
    const target = await clickLink(t, (await lastMailTo(t.db, email)).link);
    expect(target.origin).toBe('http://conque.test');
    expect(target.pathname).toBe('/');

    const relative = uniqueEmail();
    await client.signUp({
      email: relative,
      password: 'pw123456',
      options: { emailRedirectTo: '/reset-password' },
    });
    const next = await clickLink(t, (await lastMailTo(t.db, relative)).link);
    expect(`${next.origin}${next.pathname}`).toBe('http://conque.test/reset-password');
  });

  it('times the auth code from the click, and keeps a flow alive through a wrong verifier', async () => {
    const { client } = authClient(t);
    const email = uniqueEmail();
    await client.signUp({ email, password: 'pw123456' });
    const code = (await clickLink(t, (await lastMailTo(t.db, email)).link)).searchParams.get('code');

    const wrong = await t.request('/auth/v1/token?grant_type=pkce', {
      body: { auth_code: code, code_verifier: 'not-the-verifier-not-the-verifier-not-the-v' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });

    await t.db.update(flowStates).set({ authCodeIssuedAt: new Date(Date.now() - 6 * 60_000) });
    const late = await client.exchangeCodeForSession(code ?? '');
    expect(late.error).toMatchObject({ status: 422, code: 'flow_state_expired' });
  });

  it('lets verifyOtp spend a link token for a session, without the verifier', async () => {
    const { client } = authClient(t);
    const email = uniqueEmail();
    await client.signUp({ email, password: 'pw123456' });
    const token = new URL((await lastMailTo(t.db, email)).link).searchParams.get('token') ?? '';
    const { client: phone } = authClient(t);
    const { data, error } = await phone.verifyOtp({ token_hash: token, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const again = await phone.verifyOtp({ token_hash: token, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('confirms a sign-up made without PKCE, and its link then carries no code', async () => {
    const email = uniqueEmail();
    const response = await t.request('/auth/v1/signup', { body: { email, password: 'pw123456' } });
    expect(response.status).toBe(200);
    const { link } = await lastMailTo(t.db, email);
    expect(new URL(link).searchParams.get('token')).not.toMatch(/^pkce_/);
    const target = await clickLink(t, link);
    expect(target.toString()).toBe('http://conque.test/');
    const { client } = authClient(t);
    expect((await client.signInWithPassword({ email, password: 'pw123456' })).error).toBeNull();
  });

  it('re-sends a confirmation through POST /resend, silently for unknown addresses', async () => {
    const { client } = authClient(t);
    const email = uniqueEmail();
    await client.signUp({ email, password: 'pw123456' });
    const soon = await client.resend({ type: 'signup', email });
    expect(soon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    await t.db
      .update(users)
      .set({ confirmationSentAt: new Date(Date.now() - 61_000) })
      .where(eq(users.email, email));
    expect((await client.resend({ type: 'signup', email })).error).toBeNull();
    expect(await mailCount(t.db, email)).toBe(2);
    const unknown = uniqueEmail();
    expect((await client.resend({ type: 'signup', email: unknown })).error).toBeNull();
    expect(await mailCount(t.db, unknown)).toBe(0);
  });
});
