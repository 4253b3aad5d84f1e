import type { SessionView } from '@conque/domain/accounts/user-agent';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema/index';
import { FACTORY_PASSWORD, insertEstablishment, insertUser } from '../../support/factories';
import { callerScene, WHO_WITHOUT_BAD_TOKEN, type Who } from '../../support/permission-matrix';
import { createTestApp, type TestApp } from '../../support/test-app';

// The person's open sessions on the profile page, and ending them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Tokens = { access_token: string; refresh_token: string };
type ErrorJson = { error: { code: string; message: string } };

/** A real sign-in through the identity API, from a browser. */
const signIn = async (email: string, userAgent: string) => {
  const response = await t.request('/auth/v1/token?grant_type=password', {
    body: { email, password: FACTORY_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
};

const list = async (token: string) => {
  const response = await t.request('/api/profile/sessions', { token });
  expect(response.status).toBe(200);
  return (await response.json()) as SessionView[];
};

const personWithTwoDevices = async () => {
  const establishment = await insertEstablishment(t.db);
  const { user } = await insertUser(t.db, { role: 'user', establishmentId: establishment.id });
  const laptop = await signIn(user.email, CHROME_WINDOWS);
  const phone = await signIn(user.email, SAFARI_IPHONE);
  return { user, laptop, phone };
};

describe('the sessions of the profile page', () => {
  it('lists the person’s devices, with the browser, the address, the dates, and « Cet appareil »', async () => {
    const { laptop } = await personWithTwoDevices();
    const mine = await list(laptop.access_token);
    expect(mine.map((session) => [session.device, session.current])).toEqual(
      expect.arrayContaining([
        ['Chrome sur Windows', true],
        ['Safari sur iPhone', false],
      ]),
    );
    expect(mine).toHaveLength(2);
    for (const session of mine) {
      expect(session.ip).toBeTruthy();
      expect(Date.parse(session.created_at)).not.toBeNaN();
      expect(Date.parse(session.last_used_at)).not.toBeNaN();
    }
  });

  it('ends another device at once: its access token is refused and its refresh token too', async () => {
    const { laptop, phone } = await personWithTwoDevices();
    const phoneSession = (await list(laptop.access_token)).find((session) => !session.current);
    const response = await t.request(`/api/profile/sessions/${phoneSession?.id}`, {
      method: 'DELETE',
      token: laptop.access_token,
    });
    expect(response.status).toBe(200);
    expect((await t.request('/api/profile', { token: phone.access_token })).status).toBe(401);
    const refresh = await t.request('/auth/v1/token?grant_type=refresh_token', {
      body: { refresh_token: phone.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect((await list(laptop.access_token)).map((session) => session.device)).toEqual([
      'Chrome sur Windows',
    ]);
  });

  it('ends every other device and keeps this one', async () => {
    const { user, laptop } = await personWithTwoDevices();
    await signIn(user.email, 'curl/8.5.0');
    const response = await t.request('/api/profile/sessions/end-others', {
      method: 'POST',
      token: laptop.access_token,
    });
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await list(laptop.access_token)).map((session) => session.current)).toEqual([true]);
  });

  it("never shows or ends someone else's session: 404, nothing deleted", async () => {
    const { phone } = await personWithTwoDevices();
    const other = await personWithTwoDevices();
    const theirs = await t.db.select().from(sessions).where(eq(sessions.userId, other.user.id));
    expect(
      (await list(phone.access_token)).some((session) => theirs.some((row) => row.id === session.id)),
    ).toBe(false);
    const response = await t.request(`/api/profile/sessions/${theirs[0]?.id}`, {
      method: 'DELETE',
      token: phone.access_token,
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorJson).error.message).toBe('Session introuvable.');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(2);
  });

  it('answers a session id that is not one with a French 400 naming it', async () => {
    const { laptop } = await personWithTwoDevices();
    const response = await t.request('/api/profile/sessions/pas-un-id', {
      method: 'DELETE',
      token: laptop.access_token,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toMatch(/^Session : /);
  });
});

describe('sessions permission matrix: every role manages its own, the anonymous nothing', () => {
  // Columns of WHO_WITHOUT_BAD_TOKEN: anonymous, preparator, manager, manager without
  // establishment, user, viewer.
  const STATUSES = [401, 200, 200, 200, 200, 200];
  it.each(WHO_WITHOUT_BAD_TOKEN.map((who, column) => [who, STATUSES[column]] as const))(
    '%s: %i on its own list and on ending the others',
    async (who: Who, status) => {
      const { token } = await callerScene(t, who);
      expect((await t.request('/api/profile/sessions', { token })).status).toBe(status);
      expect((await t.request('/api/profile/sessions/end-others', { method: 'POST', token })).status).toBe(
        status,
      );
    },
  );
});
