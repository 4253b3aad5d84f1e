import type { Aal } from '@conque/domain/permissions/mfa';
import { and, eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { type AccessClaims, verifyAccessToken } from '../kernel/jwt';
import { authErrors } from './auth-error';

export type Authenticated = {
  user: typeof users.$inferSelect;
  sessionId: string;
  /** The session row's level, which GoTrue's own gates read, never the token's (§12.8). */
  aal: Aal;
  claims: AccessClaims;
};

/**
 * The checks of every authenticated GoTrue endpoint, in GoTrue's order (docs/identity-protocol.md §4.8). A
 * deleted session answers 403 session_not_found, which auth-js turns into AuthSessionMissingError and a
 * local sign-out: that is how a sign-out or a password change ends the other devices' sessions.
 */
export const authenticate = async (deps: Deps, header: string | undefined): Promise<Authenticated> => {
  const token = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!token) throw authErrors.noAuthorization();
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) throw authErrors.badJwt();
  const [user] = await deps.db.select().from(users).where(eq(users.id, claims.sub)).limit(1);
  if (!user) throw authErrors.userNotFound();
  // The session must be the token's user's own (defence in depth: forging one needs the secret).
  const [session] = await deps.db
    .select({ id: sessions.id, aal: sessions.aal })
    .from(sessions)
    .where(and(eq(sessions.id, claims.session_id), eq(sessions.userId, user.id)))
    .limit(1);
  if (!session) throw authErrors.sessionNotFound();
  return { user, sessionId: session.id, aal: session.aal, claims };
};
