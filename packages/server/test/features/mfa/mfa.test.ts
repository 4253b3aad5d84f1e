import { MESSAGES } from '@conque/domain/shared/messages';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaRecoveryCodes, mfaResets, outbox, sessions } from '../../../src/db/schema/index';
import { NOTHING_TO_RESET } from '../../../src/features/mfa/reset-second-factor';
import { authClient } from '../../auth/auth-test-kit';
import { FACTORY_PASSWORD, insertEstablishment, signedInUser } from '../../support/factories';
import { codeFor } from '../../support/mfa';
import { createTestApp, type TestApp } from '../../support/test-app';

// The product's side of the second factor: the profile's status and recovery
// codes, a préparateur's reset of another's factor, a manager's requirement for its establishment.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The fields these answers may hold, loosely: each test reads its own. */
type Body = {
  codes: string[];
  error: { code: string; message: string };
  required: string | null;
  mfa_required: boolean;
  establishment: { mfa_required: boolean };
};
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Body,
});

describe('the recovery codes', () => {
  it('are ten, shown once, stored hashed, and each replaces a code once', async () => {
    const person = await signedInUser(t.db, t.config, { role: 'manager', aal: 'aal2', withFactor: true });
    const { status, body } = await json(
      await t.request('/api/profile/mfa/recovery-codes', { token: person.token, method: 'POST' }),
    );
    expect(status).toBe(200);
    expect(body.codes).toHaveLength(10);
    for (const code of body.codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const stored = await t.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.factorId, person.factor?.factor.id ?? ''));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(body.codes[0]?.replaceAll('-', ''));

    // Typed in place of the code after the password, as a person would: upper case, spaces.
    const typed = (body.codes[3] ?? '').toUpperCase().replaceAll('-', ' ');
    const signIn = async () => {
      const { client } = authClient(t);
      await client.signInWithPassword({ email: person.user.email, password: FACTORY_PASSWORD });
      return client;
    };
    const first = await signIn();
    const factorId = person.factor?.factor.id ?? '';
    expect((await first.mfa.challengeAndVerify({ factorId, code: typed })).error).toBeNull();
    const { data: level } = await first.mfa.getAuthenticatorAssuranceLevel();
    expect(level?.currentLevel).toBe('aal2');
    expect(level?.currentAuthenticationMethods.map((entry) => (entry as { method: string }).method)).toEqual([
      'mfa/recovery_code',
      'password',
    ]);
    const second = await signIn();
    expect((await second.mfa.challengeAndVerify({ factorId, code: typed })).error).toMatchObject({
      code: 'mfa_verification_failed',
    });

    const status9 = await json(await t.request('/api/profile/mfa', { token: person.token }));
    expect(status9.body).toEqual({ required: null, verified: true, recovery_codes_remaining: 9 });
    // Regenerated: ten new ones, the old ones no longer work.
    const again = await json(
      await t.request('/api/profile/mfa/recovery-codes', { token: person.token, method: 'POST' }),
    );
    expect(again.body.codes).not.toContain(body.codes[4]);
    const third = await signIn();
    expect((await third.mfa.challengeAndVerify({ factorId, code: body.codes[4] ?? '' })).error).toMatchObject(
      {
        code: 'mfa_verification_failed',
      },
    );
    expect(
      (await third.mfa.challengeAndVerify({ factorId, code: again.body.codes[0] ?? '' })).error,
    ).toBeNull();
  });

  it('need a verified factor, and say why one is required', async () => {
    const manager = await signedInUser(t.db, t.config, { role: 'manager' });
    const refused = await json(
      await t.request('/api/profile/mfa/recovery-codes', { token: manager.token, method: 'POST' }),
    );
    expect(refused).toEqual({
      status: 409,
      body: {
        error: { code: 'conflict', message: "Activez d'abord la double authentification sur votre compte." },
      },
    });
    expect((await json(await t.request('/api/profile/mfa', { token: manager.token }))).body).toEqual({
      required: null,
      verified: false,
      recovery_codes_remaining: 0,
    });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    expect((await json(await t.request('/api/profile/mfa', { token: preparator.token }))).body.required).toBe(
      'role',
    );
  });
});

describe("a préparateur's reset of another préparateur's second factor", () => {
  it('removes the factors, ends the sessions, is recorded and e-mailed', async () => {
    const lab = await signedInUser(t.db, t.config, {
      role: 'preparator',
      firstName: 'Claire',
      lastName: 'Dubois',
    });
    const locked = await signedInUser(t.db, t.config, { role: 'preparator', aal: 'aal2', withFactor: true });
    const response = await json(
      await t.request(`/api/users/${locked.user.id}/mfa-reset`, { token: lab.token, method: 'POST' }),
    );
    expect(response).toEqual({ status: 200, body: { reset: true } });
    expect(
      (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, locked.user.id)))[0]?.n,
    ).toBe(0);
    expect((await t.request('/api/orders', { token: locked.token })).status).toBe(401);
    const [record] = await t.db.select().from(mfaResets).where(eq(mfaResets.userId, locked.user.id));
    expect(record).toMatchObject({ resetBy: lab.user.id, via: 'preparator' });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, locked.user.email));
    expect(mail?.subject).toBe('Votre double authentification Conque a été réinitialisée');
    expect(mail?.text).toContain('réinitialisée par Claire Dubois le ');
    // Once more: there is nothing left to reset.
    expect(
      await json(
        await t.request(`/api/users/${locked.user.id}/mfa-reset`, { token: lab.token, method: 'POST' }),
      ),
    ).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: NOTHING_TO_RESET } },
    });
  });

  it("is a préparateur's, on another préparateur only", async () => {
    const own = await insertEstablishment(t.db);
    const lab = await signedInUser(t.db, t.config, { role: 'preparator', withFactor: true });
    const manager = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: own.id,
      aal: 'aal2',
      withFactor: true,
    });
    const other = await signedInUser(t.db, t.config, { role: 'preparator', withFactor: true });
    const reset = (id: string, token: string) =>
      t.request(`/api/users/${id}/mfa-reset`, { token, method: 'POST' });
    expect((await reset(lab.user.id, lab.token)).status).toBe(403);
    expect((await reset(manager.user.id, lab.token)).status).toBe(403);
    expect((await reset(other.user.id, manager.token)).status).toBe(403);
    expect((await reset('00000000-0000-4000-8000-000000000000', lab.token)).status).toBe(404);
    expect((await reset('pas-un-uuid', lab.token)).status).toBe(400);
    expect(
      (
        await t.db
          .select({ n: count() })
          .from(mfaResets)
          .where(and(eq(mfaResets.userId, other.user.id)))
      )[0]?.n,
    ).toBe(0);
  });
});

describe("a manager's requirement for its establishment", () => {
  it('needs its own factor first, then applies to every member at once, and is turned off', async () => {
    const own = await insertEstablishment(t.db);
    const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
    const member = await signedInUser(t.db, t.config, { role: 'user', establishmentId: own.id });
    const set = (required: boolean, token = manager.token) =>
      t.request('/api/establishment/mfa', { token, method: 'PUT', body: { required } });
    expect(await json(await set(true))).toEqual({
      status: 409,
      body: { error: { code: 'conflict', message: MESSAGES.mfaManagerFirst } },
    });
    expect((await set(true, member.token)).status).toBe(403);

    const enrolled = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: own.id,
      aal: 'aal2',
      withFactor: true,
    });
    const on = await json(await set(true, enrolled.token));
    expect(on).toMatchObject({ status: 200, body: { id: own.id, mfa_required: true } });
    expect((await json(await t.request('/api/orders', { token: member.token }))).body.error.code).toBe(
      'mfa_enrolment_required',
    );
    expect(
      (await json(await t.request('/api/profile', { token: enrolled.token }))).body.establishment
        .mfa_required,
    ).toBe(true);
    expect((await json(await set(false, enrolled.token))).body.mfa_required).toBe(false);
    expect((await t.request('/api/orders', { token: member.token })).status).toBe(200);
  });
});

describe('the code the demo and the tests compute', () => {
  it('is the code an authenticator app shows', async () => {
    const person = await signedInUser(t.db, t.config, { role: 'user', withFactor: true });
    const { client } = authClient(t);
    await client.signInWithPassword({ email: person.user.email, password: FACTORY_PASSWORD });
    const secret = person.factor?.secret ?? new Uint8Array();
    const verified = await client.mfa.challengeAndVerify({
      factorId: person.factor?.factor.id ?? '',
      code: codeFor(secret),
    });
    expect(verified.error).toBeNull();
  });
});
