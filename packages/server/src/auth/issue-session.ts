import type { Config } from '../config';
import type { Executor } from '../db/client';
import { refreshTokens, sessions, type users } from '../db/schema/index';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from './jwt';
import { hashToken, randomToken } from './secrets';
import { toUserJson } from './user-json';

type UserRow = typeof users.$inferSelect;

/** The token response of GoTrue (IDENTITY-PROTOCOL.md §3.2), for an access token and a refresh token. */
export const tokenResponse = async (
  config: Config,
  user: UserRow,
  session: { id: string; amr: { method: string; timestamp: number }[] },
  refreshToken: string,
) => {
  const { token, expiresAt } = await signAccessToken(config.jwtSecret, `${config.publicUrl}/auth/v1`, {
    sub: user.id,
    email: user.email,
    session_id: session.id,
    role: 'authenticated',
    aal: 'aal1',
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
    user: toUserJson(user),
  };
};

/** Where a sign-in comes from: its browser (User-Agent, cut to 512 characters) and address. */
export type SessionClient = { userAgent: string | undefined; ip: string };

/** Opens a session (one row per sign-in) with its first refresh token. */
export const issueSession = async (
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
  const refreshToken = randomToken(24);
  await tx
    .insert(refreshTokens)
    .values({ tokenHash: hashToken(refreshToken), sessionId: session.id, userId: user.id });
  return tokenResponse(config, user, session, refreshToken);
};
