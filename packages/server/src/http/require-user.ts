import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { verifyAccessToken } from '../auth/jwt';
import { profiles, sessions } from '../db/schema/index';
import { AppError } from './app-error';
import type { AppEnv, CurrentUser } from './context';

/** Reads the bearer token, checks its session still exists (so a sign-out ends it), loads the profile. */
export const loadCurrentUser = async (deps: AppEnv['Variables']['deps'], header: string | undefined) => {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return undefined;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) return undefined;
  // One query: the session still exists and is the token's user's own (a sign-out ends it), and the profile.
  const [row] = await deps.db
    .select({ session: sessions.id, profile: profiles })
    .from(sessions)
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .where(and(eq(sessions.id, claims.session_id), eq(sessions.userId, claims.sub)))
    .limit(1);
  if (!row) return undefined;
  const { profile } = row;
  const user: CurrentUser = {
    id: claims.sub,
    email: claims.email,
    sessionId: claims.session_id,
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
  return user;
};

/** Every /api route but the public ones sits behind this: 401 in French when not signed in. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await loadCurrentUser(c.var.deps, c.req.header('authorization'));
  if (!user) throw AppError.unauthorized();
  c.set('currentUser', user);
  await next();
});
