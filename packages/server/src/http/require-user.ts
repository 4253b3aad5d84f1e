import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../auth/jwt';
import { NO_CACHE } from '../db/read-cache';
import { profiles, sessions } from '../db/schema/index';
import { AppError } from './app-error';
import type { AppEnv, CurrentProfile, CurrentUser, Deps } from './context';

type SessionEntry = { userId: string; profile: CurrentProfile | null };

/**
 * One query: the session still exists and is the token's user's own (a sign-out ends it), and the
 * profile. Kept in the process cache until the session is deleted or the profile changes
 * (issue 10: the triggers of migration 0008 tell every process).
 */
const loadSession = (deps: Deps, sessionId: string, userId: string, cache = deps.cache ?? NO_CACHE) =>
  cache.read<SessionEntry>(
    `session:${sessionId}`,
    async () => {
      const [row] = await deps.db
        .select({ session: sessions.id, profile: profiles })
        .from(sessions)
        .leftJoin(profiles, eq(profiles.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .limit(1);
      if (!row) return undefined;
      const { profile } = row;
      return {
        userId,
        profile: profile
          ? {
              id: profile.id,
              email: profile.email,
              firstName: profile.firstName,
              lastName: profile.lastName,
              role: profile.role,
              establishmentId: profile.establishmentId,
              isOwner: profile.isOwner,
            }
          : null,
      };
    },
    (entry) => [`session:${sessionId}`, `user:${entry.userId}`],
  );

/**
 * The profile of a session that still exists, read from the database itself (a live stream asks
 * right after a change notice, which may reach it before the cache has dropped the entry).
 */
export const sessionProfile = async (deps: Deps, sessionId: string, userId: string) =>
  (await loadSession(deps, sessionId, userId, NO_CACHE))?.profile ?? undefined;

/** Reads the bearer token, checks its session still exists (so a sign-out ends it), loads the profile. */
export const loadCurrentUser = async (deps: Deps, header: string | undefined) => {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return undefined;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) return undefined;
  const session = await loadSession(deps, claims.session_id, claims.sub);
  // The cache is keyed by session: its user must still be the token's (DESIGN §4).
  if (!session || session.userId !== claims.sub) return undefined;
  const user: CurrentUser = {
    id: claims.sub,
    email: claims.email,
    sessionId: claims.session_id,
    profile: session.profile,
  };
  return user;
};

/** Every /api route but the public ones sits behind this: 401 in French when not signed in. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await loadCurrentUser(c.var.deps, c.req.header('authorization'));
  if (!user) throw AppError.unauthorized();
  c.set('currentUser', user);
  await next();
});
