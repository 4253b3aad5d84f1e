import { AuthSessionMissingError, AuthWeakPasswordError } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/db/schema/index';
import { verifyAccessToken } from '../../src/kernel/jwt';
import { FACTORY_PASSWORD, insertEstablishment, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { authClient, clickLink, lastMailTo, mailCount, rowCounts, uniqueEmail } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESET = 'http://conque.test/reset-password';

describe('password reset', () => {
  it('answers {} alike for an unknown address, writing no mail', async () => {
    const before = await rowCounts(t.db);
    const { client } = authClient(t);
    const email = uniqueEmail();
    const { data, error } = await client.resetPasswordForEmail(email, { redirectTo: RESET });
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('mails a link whose exchange is a recovery session; the new password signs out other devices', async () => {
    const { user } = await insertUser(t.db);
    const { client: laptop } = authClient(t);
    await laptop.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD });

    const { client } = authClient(t);
    const answer = await client.resetPasswordForEmail(user.email.toUpperCase(), { redirectTo: RESET });
    expect(answer).toEqual({ data: {}, error: null });
    // A second request within the minute gets the same answer and sends nothing (no account oracle).
    expect((await client.resetPasswordForEmail(user.email, { redirectTo: RESET })).data).toEqual({});
    expect(await mailCount(t.db, user.email)).toBe(1);

    const { mail, link } = await lastMailTo(t.db, user.email);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Conque');
    expect(mail.text).toContain('valable 24 heures');
    const target = await clickLink(t, link);
    expect(`${target.origin}${target.pathname}`).toBe(RESET);
    const code = target.searchParams.get('code') ?? '';

    const events: string[] = [];
    client.onAuthStateChange((event) => {
      events.push(event);
    });
    const { data, error } = await client.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect((data as { redirectType?: string }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    const claims = await verifyAccessToken(t.config.jwtSecret, data.session?.access_token ?? '');
    expect(claims?.amr[0]?.method).toBe('recovery');

    const weak = await client.updateUser({ password: 'abc' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    const same = await client.updateUser({ password: FACTORY_PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const updated = await client.updateUser({ password: 'brand-new-pw' });
    expect(updated.error).toBeNull();
    expect((await client.getUser()).error).toBeNull();
    expect((await laptop.getUser()).error).toBeInstanceOf(AuthSessionMissingError);

    const { client: later } = authClient(t);
    expect(
      (await later.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await later.signInWithPassword({ email: user.email, password: 'brand-new-pw' })).error,
    ).toBeNull();
    // The link was spent.
    expect((await clickLink(t, link)).searchParams.get('error_code')).toBe('otp_expired');
  });

  it('confirms an unconfirmed address through a reset link', async () => {
    const { user } = await insertUser(t.db, { confirmed: false });
    const { client } = authClient(t);
    await client.resetPasswordForEmail(user.email, { redirectTo: RESET });
    const code = (await clickLink(t, (await lastMailTo(t.db, user.email)).link)).searchParams.get('code');
    const { data, error } = await client.exchangeCodeForSession(code ?? '');
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('requires PKCE for a reset, since the link hands the session only to the verifier holder', async () => {
    const { user } = await insertUser(t.db);
    const response = await t.request('/auth/v1/recover', { body: { email: user.email } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await mailCount(t.db, user.email)).toBe(0);
  });
});

describe('PUT /user data', () => {
  it('merges shallowly with null deleting, and never lets the client set role or establishment', async () => {
    const establishment = await insertEstablishment(t.db);
    const { user } = await insertUser(t.db);
    const { client } = authClient(t);
    await client.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD });
    await client.updateUser({ data: { theme: 'dark', first_name: 'Camille' } });
    const { data, error } = await client.updateUser({
      data: { theme: null, role: 'preparator', establishment_id: establishment.id, last_name: 'Martin' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ first_name: 'Camille', last_name: 'Martin' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ role: 'manager', establishmentId: null });
  });

  it('refuses app_metadata and an e-mail change', async () => {
    const { user } = await insertUser(t.db);
    const { client } = authClient(t);
    const { data } = await client.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD });
    const token = data.session?.access_token;
    const admin = await t.request('/auth/v1/user', {
      method: 'PUT',
      token,
      body: { app_metadata: { role: 'admin' } },
    });
    expect(admin.status).toBe(403);
    expect(await admin.json()).toMatchObject({ code: 'not_admin' });
    const email = await client.updateUser({ email: uniqueEmail() });
    expect(email.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
