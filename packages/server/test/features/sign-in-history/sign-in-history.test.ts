import type { SignInView } from '@conque/domain/accounts/sign-in-history';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../../src/auth/device-cookie';
import { knownDevices, outbox, signInAttempts } from '../../../src/db/schema/index';
import { pruneSignInHistory } from '../../../src/features/sign-in-history/prune-sign-in-history';
import { lastMailTo, uniqueEmail } from '../../auth/auth-test-kit';
import { FACTORY_PASSWORD, insertUser } from '../../support/factories';
import { codeFor, insertVerifiedFactor } from '../../support/mfa';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';

// The sign-in history of the profile page and the « Nouvelle connexion » mail.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SUBJECT = 'Nouvelle connexion à votre compte Conque';

type Browser = { userAgent: string; ip: string; cookie?: string };

/** A password sign-in from a browser, which keeps the device cookie it is given, as a browser does. */
const signIn = async (email: string, browser: Browser, password = FACTORY_PASSWORD) => {
  const response = await t.request('/auth/v1/token?grant_type=password', {
    body: { email, password },
    headers: {
      'user-agent': browser.userAgent,
      'x-test-client-ip': browser.ip,
      ...(browser.cookie ? { cookie: browser.cookie } : {}),
    },
  });
  const setCookie = response.headers.get('set-cookie');
  if (setCookie) browser.cookie = setCookie.split(';')[0];
  return { response, setCookie, body: (await response.json()) as { access_token: string } };
};

const history = async (token: string) => {
  const response = await t.request('/api/profile/sign-in-history', { token });
  expect(response.status).toBe(200);
  return (await response.json()) as SignInView[];
};

const alertsTo = async (email: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) => mail.subject === SUBJECT);

describe('the sign-in history', () => {
  it('lists successes and wrong passwords with the device and address; an unknown e-mail leaves nothing', async () => {
    const { user } = await insertUser(t.db);
    const laptop: Browser = { userAgent: CHROME_WINDOWS, ip: '203.0.113.7' };
    expect((await signIn(user.email, laptop, 'pas-le-bon-mot-de-passe')).response.status).toBe(400);
    const before = (await t.db.select().from(signInAttempts)).length;
    expect((await signIn('personne-inconnue@example.fr', laptop)).response.status).toBe(400);
    expect(await t.db.select().from(signInAttempts)).toHaveLength(before);
    const { body } = await signIn(user.email, { userAgent: SAFARI_IPHONE, ip: '198.51.100.4' });
    const lines = await history(body.access_token);
    expect(
      lines.map(({ device, ip, succeeded, second_factor }) => [device, ip, succeeded, second_factor]),
    ).toEqual([
      ['Safari sur iPhone', '198.51.100.4', true, false],
      ['Chrome sur Windows', '203.0.113.7', false, false],
    ]);
    expect(Date.parse(lines[0]?.at ?? '')).not.toBeNaN();
  });

  it('marks the second factor: a wrong code is a failed attempt, the right one marks the sign-in', async () => {
    const { user } = await insertUser(t.db, { role: 'preparator' });
    const { factor, secret } = await insertVerifiedFactor(t.db, t.config, user.id);
    const { body } = await signIn(user.email, { userAgent: CHROME_WINDOWS, ip: 'local' });
    const verify = async (code: string) => {
      const challenge = await t.request(`/auth/v1/factors/${factor.id}/challenge`, {
        method: 'POST',
        token: body.access_token,
      });
      const { id } = (await challenge.json()) as { id: string };
      return t.request(`/auth/v1/factors/${factor.id}/verify`, {
        body: { challenge_id: id, code },
        token: body.access_token,
        headers: { 'user-agent': CHROME_WINDOWS },
      });
    };
    const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await verify(wrong)).status).toBe(422);
    const verified = await verify(codeFor(secret, 1));
    expect(verified.status).toBe(200);
    const { access_token } = (await verified.json()) as { access_token: string };
    expect((await history(access_token)).map((line) => [line.succeeded, line.second_factor])).toEqual([
      [false, true],
      [true, true],
    ]);
  });

  it('answers the last 30 only, the newest first', async () => {
    const { user } = await insertUser(t.db);
    const start = Date.parse('2026-11-01T08:00:00Z');
    await t.db.insert(signInAttempts).values(
      Array.from({ length: 35 }, (_, i) => ({
        userId: user.id,
        succeeded: i % 2 === 0,
        ip: `192.0.2.${i}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const { body } = await signIn(user.email, { userAgent: CHROME_WINDOWS, ip: '192.0.2.200' });
    const lines = await history(body.access_token);
    expect(lines).toHaveLength(30);
    expect(lines.map((line) => line.ip).slice(0, 3)).toEqual(['192.0.2.200', '192.0.2.34', '192.0.2.33']);
    expect(lines.at(-1)?.ip).toBe('192.0.2.6');
  });

  it('prunes sign-ins over 90 days old and devices unseen for 400 days', async () => {
    const { user } = await insertUser(t.db);
    const now = new Date('2030-01-01T03:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await t.db.insert(signInAttempts).values([
      { userId: user.id, succeeded: true, ip: 'old', createdAt: daysAgo(91) },
      { userId: user.id, succeeded: true, ip: 'kept', createdAt: daysAgo(89) },
    ]);
    await t.db.insert(knownDevices).values([
      { userId: user.id, deviceHash: 'old', lastSeenAt: daysAgo(401) },
      { userId: user.id, deviceHash: 'kept', lastSeenAt: daysAgo(399) },
    ]);
    await pruneSignInHistory(t.db, now);
    const left = await t.db.select().from(signInAttempts).where(eq(signInAttempts.userId, user.id));
    expect(left.map((row) => row.ip)).toEqual(['kept']);
    const devices = await t.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(devices.map((row) => row.deviceHash)).toEqual(['kept']);
  });
});

describe('the « Nouvelle connexion » mail', () => {
  it('is sent once for a browser the account never used, never for a known one nor the first sign-in', async () => {
    const { user } = await insertUser(t.db);
    const laptop: Browser = { userAgent: CHROME_WINDOWS, ip: '203.0.113.7' };
    const first = await signIn(user.email, laptop);
    expect(first.setCookie).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+; Max-Age=34560000; Path=/auth/v1; HttpOnly; SameSite=Lax$`,
      ),
    );
    await signIn(user.email, laptop);
    expect(await alertsTo(user.email)).toHaveLength(0);

    const phone: Browser = { userAgent: SAFARI_IPHONE, ip: '198.51.100.4' };
    await signIn(user.email, phone);
    await signIn(user.email, phone);
    const [alert, ...more] = await alertsTo(user.email);
    expect(more).toHaveLength(0);
    expect(alert?.text).toContain('Bonjour Camille,');
    expect(alert?.text).toContain('- Adresse : 198.51.100.4\n- Appareil : Safari sur iPhone');
    expect(alert?.text).toMatch(/- Date : \d{1,2} \S+ \d{4} à \d{2}:\d{2}/);
    expect(alert?.text).toContain('changez sans attendre votre mot de passe');
    expect(alert?.text).toContain('http://conque.test/dashboard/profile#appareils');
    expect(alert?.html).toContain('href="http://conque.test/dashboard/profile#appareils"');
  });

  it('is not sent for the confirmation of a sign-up (an e-mail link), which is the first sign-in', async () => {
    const email = uniqueEmail();
    expect((await t.request('/auth/v1/signup', { body: { email, password: 'pw123456' } })).status).toBe(200);
    const token = new URL((await lastMailTo(t.db, email)).link).searchParams.get('token');
    const confirmed = await t.request('/auth/v1/verify', {
      body: { token_hash: token, type: 'signup' },
      headers: { 'user-agent': SAFARI_IPHONE, 'x-test-client-ip': '198.51.100.4' },
    });
    expect(confirmed.status).toBe(200);
    const cookie = confirmed.headers.get('set-cookie')?.split(';')[0];
    const { user } = (await confirmed.json()) as { user: { id: string } };
    const lines = await t.db.select().from(signInAttempts).where(eq(signInAttempts.userId, user.id));
    expect(lines.map((line) => [line.succeeded, line.ip])).toEqual([[true, '198.51.100.4']]);
    // The phone that confirmed is known; the laptop is not.
    await signIn(email, { userAgent: SAFARI_IPHONE, ip: '198.51.100.4', cookie }, 'pw123456');
    expect(await alertsTo(email)).toHaveLength(0);
    await signIn(email, { userAgent: CHROME_WINDOWS, ip: '203.0.113.7' }, 'pw123456');
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('is sent once for new browsers of one kind at one address within two minutes (a form sent twice)', async () => {
    const { user } = await insertUser(t.db);
    await signIn(user.email, { userAgent: CHROME_WINDOWS, ip: '203.0.113.7' });
    // Two requests from a phone that holds no cookie yet: two new browsers, one mail.
    await signIn(user.email, { userAgent: SAFARI_IPHONE, ip: '198.51.100.4' });
    await signIn(user.email, { userAgent: SAFARI_IPHONE, ip: '198.51.100.4' });
    expect(await alertsTo(user.email)).toHaveLength(1);
    // Another address, or another kind of browser, is another mail.
    await signIn(user.email, { userAgent: SAFARI_IPHONE, ip: '198.51.100.5' });
    await signIn(user.email, { userAgent: CHROME_WINDOWS, ip: '198.51.100.4' });
    expect(await alertsTo(user.email)).toHaveLength(3);
    const told = await t.db.select().from(signInAttempts).where(eq(signInAttempts.userId, user.id));
    expect(told.map((line) => line.newDeviceMail).sort()).toEqual([false, false, true, true, true]);
    // Past the two minutes, the same phone again is told again.
    await t.db
      .update(signInAttempts)
      .set({ createdAt: new Date(Date.now() - 121_000) })
      .where(eq(signInAttempts.userId, user.id));
    await signIn(user.email, { userAgent: SAFARI_IPHONE, ip: '198.51.100.4' });
    expect(await alertsTo(user.email)).toHaveLength(4);
  });

  it('takes a tampered cookie for a new browser', async () => {
    const { user } = await insertUser(t.db);
    const laptop: Browser = { userAgent: CHROME_WINDOWS, ip: '203.0.113.7' };
    await signIn(user.email, laptop);
    const [name, value] = (laptop.cookie ?? '').split('=');
    const [deviceId, mac] = (value ?? '').split('.');
    const forged = `${name}=${deviceId}x.${mac}`;
    await signIn(user.email, { ...laptop, cookie: forged });
    expect(await alertsTo(user.email)).toHaveLength(1);
    // The true cookie is still a known browser.
    await signIn(user.email, laptop);
    expect(await alertsTo(user.email)).toHaveLength(1);
  });
});

describe('sign-in history permission matrix: every role reads its own, no one another’s', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer.
  const STATUSES = [401, 200, 200, 200, 200, 200];
  it.each(WHO_WITHOUT_BAD_TOKEN.map((who, column) => [who, STATUSES[column]] as const))(
    '%s: %i, and only its own lines',
    async (who: Who, status) => {
      const { token, me } = await callerScene(t, who);
      const { user: stranger } = await insertUser(t.db);
      await t.db.insert(signInAttempts).values([
        { userId: me.id, succeeded: true, ip: 'mine' },
        { userId: stranger.id, succeeded: true, ip: 'theirs' },
      ]);
      const response = await t.request('/api/profile/sign-in-history', { token });
      expect(response.status).toBe(status);
      if (status === 200)
        expect(((await response.json()) as SignInView[]).map((line) => line.ip)).toEqual(['mine']);
    },
  );
});
