import { AuthApiError, AuthSessionMissingError } from '@supabase/auth-js';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../src/db/schema/index';
import { loadCurrentUser } from '../../src/http/require-user';
import { verifyAccessToken } from '../../src/kernel/jwt';
import { FACTORY_PASSWORD, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { authClient, uniqueEmail } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = async () => {
  const { user } = await insertUser(t.db);
  const { client } = authClient(t);
  const { data, error } = await client.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { user, client, session: data.session };
};

const refreshRaw = (refreshToken: string) =>
  t.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });

const sessionCount = async (userId: string) =>
  (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;

describe('POST /token', () => {
  it('signs in with a password and answers a GoTrue session', async () => {
    const { user, client, session } = await signedIn();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.user.email).toBe(user.email);
    expect(session.user.last_sign_in_at).toBeTruthy();
    const claims = await verifyAccessToken(t.config.jwtSecret, session.access_token);
    expect(claims).toMatchObject({ sub: user.id, role: 'authenticated', aal: 'aal1' });
    expect(claims?.amr[0]?.method).toBe('password');
    const { data } = await client.getUser();
    expect(data.user?.id).toBe(user.id);
  });

  it('says invalid_credentials alike for an unknown address and a wrong password', async () => {
    const { user } = await insertUser(t.db);
    const { client } = authClient(t);
    const unknown = await client.signInWithPassword({ email: uniqueEmail(), password: FACTORY_PASSWORD });
    const wrong = await client.signInWithPassword({ email: user.email, password: 'wrong-password' });
    for (const { error } of [unknown, wrong]) {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      expect(error?.message).toBe('Email ou mot de passe incorrect');
    }
  });

  it('rotates refresh tokens, and gives the active one back to its parent and within 10 s', async () => {
    const { client, session: first } = await signedIn();
    const second = (await client.refreshSession()).data.session;
    const third = (await client.refreshSession()).data.session;
    expect(second?.refresh_token).not.toBe(first.refresh_token);
    expect(third?.refresh_token).not.toBe(second?.refresh_token);
    expect(third?.access_token).toBeTruthy();

    // The parent of the active token (a tab that lost the last answer) gets the active token again.
    const parent = await refreshRaw(second?.refresh_token ?? '');
    expect(parent.status).toBe(200);
    expect(((await parent.json()) as { refresh_token: string }).refresh_token).toBe(third?.refresh_token);
    // An older one revoked under 10 s ago too (a race between tabs).
    const grandparent = await refreshRaw(first.refresh_token);
    expect(((await grandparent.json()) as { refresh_token: string }).refresh_token).toBe(
      third?.refresh_token,
    );
    expect((await client.getUser()).error).toBeNull();
  });

  it('gives two tabs refreshing the same token at once the same new token', async () => {
    const { session } = await signedIn();
    const answers = await Promise.all([refreshRaw(session.refresh_token), refreshRaw(session.refresh_token)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [a, b] = (await Promise.all(answers.map((answer) => answer.json()))) as { refresh_token: string }[];
    expect(a?.refresh_token).toBe(b?.refresh_token);
    expect(a?.refresh_token).not.toBe(session.refresh_token);
  });

  it('ends the whole session when an old refresh token is replayed outside the window', async () => {
    const { user, client, session: first } = await signedIn();
    await client.refreshSession();
    const active = (await client.refreshSession()).data.session;
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.userId, user.id));

    const replay = await refreshRaw(first.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await replay.json()).toMatchObject({ code: 'refresh_token_already_used' });

    expect(await sessionCount(user.id)).toBe(0);
    const after = await refreshRaw(active?.refresh_token ?? '');
    expect(await after.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const me = await client.getUser();
    expect(me.error).toBeInstanceOf(AuthSessionMissingError);
  });

  it('signs out: /user then answers session_not_found, which the client reads as a missing session', async () => {
    const { user, client, session } = await signedIn();
    const { client: phone } = authClient(t);
    await phone.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD });

    expect((await client.signOut({ scope: 'local' })).error).toBeNull();
    const raw = await t.request('/auth/v1/user', { token: session.access_token });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await raw.json()).toMatchObject({ code: 'session_not_found' });
    const deps = { db: t.db, config: t.config, now: () => new Date(), storage: t.storage };
    expect(await loadCurrentUser(deps, `Bearer ${session.access_token}`)).toBeUndefined();
    expect((await refreshRaw(session.refresh_token)).status).toBe(400);
    // The other device is untouched by a local sign-out, and ended by a global one.
    expect((await phone.getUser()).error).toBeNull();
    expect((await phone.signOut()).error).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('keeps the current session on scope=others and refuses an unknown scope', async () => {
    const { user, client, session } = await signedIn();
    const { client: phone } = authClient(t);
    await phone.signInWithPassword({ email: user.email, password: FACTORY_PASSWORD });
    expect((await client.signOut({ scope: 'others' })).error).toBeNull();
    expect((await client.getUser()).error).toBeNull();
    expect((await phone.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    const bad = await t.request('/auth/v1/logout?scope=everyone', {
      method: 'POST',
      token: session.access_token,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});
