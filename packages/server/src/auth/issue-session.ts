import type { Aal } from '@conque/domain/permissions/mfa';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { type AmrEntry, refreshTokens, sessions, type users } from '../db/schema/index';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../kernel/jwt';
import { hashToken, randomToken } from '../kernel/secrets';
import { type FactorSummary, loadFactors } from './mfa/factors';
import { toUserJson } from './user-json';

type UserRow = typeof users.$inferSelect;

/** What a token carries of its session (docs/identity-protocol.md §12.8): its id, methods and level. */
export type SessionClaims = { id: string; amr: AmrEntry[]; aal: Aal };

/**
 * The token response of GoTrue (docs/identity-protocol.md §3.2) for an access token and a refresh token.
 * `aal` and `amr` come from the session row, so a refresh keeps the level the session reached; the
 * user's factors ride along (§12.9).
 */
export const tokenResponse = async (
  config: Config,
  user: UserRow,
  session: SessionClaims,
  refreshToken: string,
  factors: FactorSummary[],
) => {
  const { token, expiresAt } = await signAccessToken(config.jwtSecret, `${config.publicUrl}/auth/v1`, {
    sub: user.id,
    email: user.email,
    session_id: session.id,
    role: 'authenticated',
    aal: session.aal,
    amr: session.amr,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: user.userMetadata,
    is_anonymous: false,
  });
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user, factors),
  };
};

/** Where a sign-in comes from: its browser (User-Agent, cut to 512 characters) and address. */
export type SessionClient = { userAgent: string | undefined; ip: string };

/** A new refresh token of the session (its first, or the one a second factor's verification gives). */
export const addRefreshToken = async (tx: Executor, sessionId: string, userId: string) => {
  const refreshToken = randomToken(24);
  await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId, userId });
  return refreshToken;
};

/**
 * Opens a session (one row per sign-in) with its first refresh token; every session starts at aal1.
 * A sign-in goes through record-sign-in.ts, which adds its history line; the test factories call this.
 */
export const openSession = async (
  tx: Executor,
  config: Config,
  user: UserRow,
  method: string,
  client: SessionClient,
) => {
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const [session] = await tx
    .insert(sessions)
    .values({ userId: user.id, amr, userAgent: client.userAgent?.slice(0, 512) ?? null, ip: client.ip })
    .returning();
  if (!session) throw new Error('session not created');
  const refreshToken = await addRefreshToken(tx, session.id, user.id);
  const response = await tokenResponse(config, user, session, refreshToken, await loadFactors(tx, user.id));
  return { sessionId: session.id, response };
};

/** The token response of a new session (openSession) alone. */
export const issueSession = async (...args: Parameters<typeof openSession>) =>
  (await openSession(...args)).response;
