import type { GoTrueClient } from '@supabase/auth-js';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecret } from '../../../src/auth/mfa/secret-box';
import { secretFromBase32, totpCode, totpStep } from '../../../src/auth/mfa/totp';
import { mfaChallenges, mfaFactors, sessions } from '../../../src/db/schema/index';
import { verifyAccessToken } from '../../../src/kernel/jwt';
import { FACTORY_PASSWORD, insertUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';
import { authClient } from '../auth-test-kit';

// docs/identity-protocol.md §12, driven by the unmodified auth-js 2.119 as the web app uses it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { 'auth.mfa.user': { limit: 6 } } });
});
afterAll(() => t.close());

/** The code an authenticator shows `steps` from now: now's and the next are accepted whatever the step. */
const code = (secret: string, steps = 0) => totpCode(secretFromBase32(secret), totpStep(new Date()) + steps);
/** The code of one given time step: a replay must be the very code used, whatever the clock does meanwhile. */
const codeAt = (secret: string, step: number) => totpCode(secretFromBase32(secret), step);

const signIn = async (email: string, ip?: string) => {
  const { client } = authClient(t, { ip });
  const { data, error } = await client.signInWithPassword({ email, password: FACTORY_PASSWORD });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, session: data.session };
};

/** A signed-in person who enrolled and confirmed a factor with its first code. */
const enrolled = async () => {
  const { user } = await insertUser(t.db);
  const { client } = await signIn(user.email);
  const { data, error } = await client.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const step = totpStep(new Date());
  const verified = await client.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeAt(data.totp.secret, step),
  });
  if (verified.error) throw verified.error;
  return { user, client, factorId: data.id, secret: data.totp.secret, step };
};

const claimsOf = async (client: GoTrueClient) =>
  verifyAccessToken(t.config.jwtSecret, (await client.getSession()).data.session?.access_token ?? '');

describe('enrolment (POST /factors) and its confirmation', () => {
  it('answers the secret once with its QR code and URI, and stores it encrypted', async () => {
    const { user } = await insertUser(t.db);
    const { client } = await signIn(user.email);
    const { data, error } = await client.mfa.enroll({ factorType: 'totp', issuer: 'Conque' });
    expect(error).toBeNull();
    if (!data) return;
    expect(data.type).toBe('totp');
    expect(data.friendly_name).toBe('');
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totp.uri).toBe(
      `otpauth://totp/Conque:${encodeURIComponent(user.email)}?algorithm=SHA1&digits=6&issuer=Conque&period=30&secret=${data.totp.secret}`,
    );
    // auth-js prefixes the raw SVG itself: no `#`, which would cut its data URI short.
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data.totp.qr_code).not.toContain('#');

    const [row] = await t.db.select().from(mfaFactors).where(eq(mfaFactors.id, data.id));
    expect(row?.status).toBe('unverified');
    expect(row?.secret).not.toContain(data.totp.secret);
    expect(Buffer.from(openSecret(t.config.mfa.encryptionKey, user.id, row?.secret ?? ''))).toEqual(
      Buffer.from(secretFromBase32(data.totp.secret)),
    );
    // Listed at once, never with its secret.
    const listed = await t.request('/auth/v1/user', {
      token: (await client.getSession()).data.session?.access_token,
    });
    const body = await listed.text();
    expect(JSON.parse(body).factors).toEqual([
      expect.objectContaining({ id: data.id, status: 'unverified', factor_type: 'totp', phone: '' }),
    ]);
    expect(body).not.toContain(data.totp.secret);
  });

  it('confirms the factor with a first code: the session becomes aal2 and a refresh keeps it', async () => {
    const { client, factorId } = await enrolled();
    const before = await claimsOf(client);
    expect(before).toMatchObject({ aal: 'aal2' });
    expect(before?.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    const { data: level } = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await client.mfa.listFactors();
    expect(factors?.totp.map((factor) => factor.id)).toEqual([factorId]);

    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    const after = await claimsOf(client);
    expect(after).toMatchObject({ aal: 'aal2', session_id: before?.session_id });
    expect(after?.amr).toEqual(before?.amr);
  });

  it('does not let the refresh token of before the code reach aal2, nor end the session', async () => {
    const { user } = await insertUser(t.db);
    const { client, session } = await signIn(user.email);
    const { data } = await client.mfa.enroll({ factorType: 'totp' });
    if (!data) throw new Error('no factor');
    await client.mfa.challengeAndVerify({ factorId: data.id, code: code(data.totp.secret) });
    const old = await t.request('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ code: 'refresh_token_not_found' });
    expect((await client.refreshSession()).error).toBeNull();
  });

  it('cleans up: a factor never confirmed, and the other ones on a confirmation', async () => {
    const { user } = await insertUser(t.db);
    const { client } = await signIn(user.email);
    const stale = (await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Ancien' })).data;
    const other = (await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Autre' })).data;
    if (!stale || !other) throw new Error('no factor');
    // Six minutes old and never challenged: the next enrolment (anyone's) removes it.
    await t.db
      .update(mfaFactors)
      .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(mfaFactors.id, stale.id));
    const kept = (await client.mfa.enroll({ factorType: 'totp' })).data;
    if (!kept) throw new Error('no factor');
    const ids = async () =>
      (await t.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id))).map((f) => f.id);
    expect(await ids()).toEqual(expect.arrayContaining([other.id, kept.id]));
    expect(await ids()).not.toContain(stale.id);
    await client.mfa.challengeAndVerify({ factorId: kept.id, code: code(kept.totp.secret) });
    expect(await ids()).toEqual([kept.id]);
  });
});

describe('sign-in with a verified factor (challenge and verify)', () => {
  it('asks the code after the password; a code already used is refused, the next one accepted', async () => {
    const { user, secret, factorId, step } = await enrolled();
    const { client, session } = await signIn(user.email);
    expect(session.user.factors?.map((factor) => factor.status)).toEqual(['verified']);
    const { data: level } = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(level).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // The code that confirmed the factor was used: replayed, it is refused (the very same code,
    // even if a 30-second step has begun since).
    const replay = await client.mfa.challengeAndVerify({ factorId, code: codeAt(secret, step) });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(replay.error?.message).toBe('Code incorrect ou déjà utilisé. Veuillez réessayer.');
    const nextCode = codeAt(secret, step + 1);
    const next = await client.mfa.challengeAndVerify({ factorId, code: nextCode });
    expect(next.error).toBeNull();
    expect(await claimsOf(client)).toMatchObject({ aal: 'aal2' });
    // And once used, that one is refused too, whatever the challenge.
    const again = await signIn(user.email);
    const twice = await again.client.mfa.challengeAndVerify({ factorId, code: nextCode });
    expect(twice.error).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it("ends the person's other aal1 sessions on a verification, not its aal2 ones", async () => {
    const { user, secret, factorId, client: first } = await enrolled();
    const pending = await signIn(user.email);
    const current = await signIn(user.email);
    await current.client.mfa.challengeAndVerify({ factorId, code: code(secret, 1) });
    expect((await pending.client.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await first.getUser()).error).toBeNull();
  });

  it('refuses in GoTrue’s codes: unknown factor, foreign challenge, spent challenge, another address', async () => {
    const { user, factorId, secret } = await enrolled();
    const stranger = await enrolled();
    const { client } = await signIn(user.email, '10.0.0.1');
    expect((await client.mfa.challenge({ factorId: 'pas-un-uuid' })).error).toMatchObject({
      status: 404,
      code: 'validation_failed',
    });
    expect((await client.mfa.challenge({ factorId: stranger.factorId })).error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
    });
    const challenge = (await client.mfa.challenge({ factorId })).data;
    if (!challenge) throw new Error('no challenge');
    expect(challenge).toMatchObject({ type: 'totp', expires_at: expect.any(Number) });
    const foreign = (await stranger.client.mfa.challenge({ factorId: stranger.factorId })).data;
    expect(
      (await client.mfa.verify({ factorId, challengeId: foreign?.id ?? '', code: code(secret, 1) })).error,
    ).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    // The same session from another address: the challenge was not asked from there.
    const elsewhere = authClient(t, { ip: '10.0.0.2' }).client;
    await elsewhere.setSession(
      (await client.getSession()).data.session ?? { access_token: '', refresh_token: '' },
    );
    expect(
      (await elsewhere.mfa.verify({ factorId, challengeId: challenge.id, code: code(secret, 1) })).error,
    ).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
    // Five minutes on, it has expired, and is gone.
    await t.db
      .update(mfaChallenges)
      .set({ createdAt: new Date(Date.now() - 301_000) })
      .where(eq(mfaChallenges.id, challenge.id));
    expect(
      (await client.mfa.verify({ factorId, challengeId: challenge.id, code: code(secret, 1) })).error,
    ).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect(
      (await t.db.select({ n: count() }).from(mfaChallenges).where(eq(mfaChallenges.id, challenge.id)))[0]?.n,
    ).toBe(0);
  });

  it('limits the verifications of one person, whatever the address', async () => {
    const { user, factorId } = await enrolled();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const { client } = await signIn(user.email);
      const { error } = await client.mfa.challengeAndVerify({ factorId, code: '000000' });
      statuses.push(error?.status ?? 200);
    }
    // The enrolment's own verification counted one.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe('what needs aal2 once a factor is verified', () => {
  it('a second enrolment, removing the factor and changing the password; then the sessions go back to aal1', async () => {
    const { user, factorId, secret, client: raised } = await enrolled();
    const { client } = await signIn(user.email);
    expect((await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Autre' })).error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
    });
    expect((await client.mfa.unenroll({ factorId })).error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
    });
    expect((await client.updateUser({ password: 'nouveau-mot-de-passe' })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
    });
    expect((await client.updateUser({ data: { first_name: 'Camille' } })).error).toBeNull();

    await client.mfa.challengeAndVerify({ factorId, code: code(secret, 1) });
    expect((await client.mfa.unenroll({ factorId })).data).toEqual({ id: factorId });
    // Nobody is signed out; the sessions raised with it say aal1 at their next refresh.
    for (const session of [client, raised]) {
      expect((await session.refreshSession()).error).toBeNull();
      expect(await claimsOf(session)).toMatchObject({ aal: 'aal1' });
      expect((await claimsOf(session))?.amr.map((entry) => entry.method)).toEqual(['password']);
    }
    expect((await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)))[0]?.n).toBe(
      2,
    );
  });

  it('refuses other factor types and a second factor of the same name', async () => {
    const { user } = await insertUser(t.db);
    const { client } = await signIn(user.email);
    const phone = await t.request('/auth/v1/factors', {
      token: (await client.getSession()).data.session?.access_token,
      body: { factor_type: 'phone' },
    });
    expect(phone.status).toBe(422);
    expect(await phone.json()).toMatchObject({ code: 'mfa_phone_enroll_not_enabled' });
    await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Téléphone' });
    expect((await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Téléphone' })).error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
    });
  });
});
