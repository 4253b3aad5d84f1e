import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../src/db/schema/index';
import { FACTORY_PASSWORD, insertUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Decision 7 under concurrency, now that an active token rotates in one statement: on
// PostgreSQL (server-pg) these refreshes really race; a lock taken in two orders would show as a
// deadlock, answered 500.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type TokenJson = { refresh_token: string; access_token: string };

const refresh = (refreshToken: string) =>
  t.request('/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });

const signIn = async () => {
  const { user } = await insertUser(t.db);
  const response = await t.request('/auth/v1/token?grant_type=password', {
    body: { email: user.email, password: FACTORY_PASSWORD },
  });
  return { user, session: (await response.json()) as TokenJson };
};

describe('refresh token rotation under concurrency', () => {
  it('gives eight tabs refreshing one token at once one and the same new token', async () => {
    const { user, session } = await signIn();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(session.refresh_token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const tokens = new Set(
      ((await Promise.all(answers.map((answer) => answer.json()))) as TokenJson[]).map(
        (json) => json.refresh_token,
      ),
    );
    expect(tokens.size).toBe(1);
    const [active] = await t.db
      .select({ n: count() })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    // The first token and its one child: nobody rotated twice.
    expect(active?.n).toBe(2);
  });

  it('ends the session when a stale token is replayed while the active one is refreshed, without a 500', async () => {
    for (let round = 0; round < 5; round++) {
      const { user, session: first } = await signIn();
      const second = (await (await refresh(first.refresh_token)).json()) as TokenJson;
      // Two rotations: the replayed token is never the parent of the active one (whose reuse is
      // allowed), whichever of the concurrent requests the database serves first.
      const third = (await (await refresh(second.refresh_token)).json()) as TokenJson;
      await t.db
        .update(refreshTokens)
        .set({ revokedAt: new Date(Date.now() - 60_000) })
        .where(eq(refreshTokens.userId, user.id));
      const answers = await Promise.all([
        refresh(third.refresh_token),
        refresh(first.refresh_token),
        refresh(third.refresh_token),
      ]);
      for (const answer of answers) expect([200, 400]).toContain(answer.status);
      expect(answers[1]?.status).toBe(400);
      const [left] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
      expect(left?.n).toBe(0);
    }
  });
});
