import { type MfaAccess, mfaAccess } from '@conque/domain/permissions/mfa';
import { MESSAGES } from '@conque/domain/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { NO_CACHE } from '../db/read-cache';
import { establishments, mfaFactors, profiles, sessions } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { verifyAccessToken } from '../kernel/jwt';
import { AppError } from './app-error';
import type { AppEnv, CurrentProfile, CurrentUser } from './context';

type SessionEntry = {
  userId: string;
  profile: CurrentProfile | null;
  /** What permissions/mfa.ts needs, beside the role. */
  mfa: { aal: 'aal1' | 'aal2'; hasVerifiedFactor: boolean; establishmentRequiresMfa: boolean };
};

/**
 * One query: the session still exists and is the token's user's own (a sign-out ends it), the
 * profile, and the session's level with what decides whether it is enough (the person's verified
 * factor, its establishment's requirement). Kept in the process cache until one of them changes
 * (the triggers of migrations 0008 and 0019 tell every process).
 */
const loadSession = (deps: Deps, sessionId: string, userId: string, cache = deps.cache ?? NO_CACHE) =>
  cache.read<SessionEntry>(
    `session:${sessionId}`,
    async () => {
      const [row] = await deps.db
        .select({
          session: sessions.id,
          aal: sessions.aal,
          profile: profiles,
          establishmentRequiresMfa: establishments.mfaRequired,
          hasVerifiedFactor: sql<boolean>`exists (select 1 from ${mfaFactors} where ${mfaFactors.userId} =
            ${sessions.userId} and ${mfaFactors.status} = 'verified')`,
        })
        .from(sessions)
        .leftJoin(profiles, eq(profiles.id, sessions.userId))
        .leftJoin(establishments, eq(establishments.id, profiles.establishmentId))
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .limit(1);
      if (!row) return undefined;
      const { profile } = row;
      return {
        userId,
        mfa: {
          aal: row.aal,
          hasVerifiedFactor: row.hasVerifiedFactor,
          establishmentRequiresMfa: row.establishmentRequiresMfa ?? false,
        },
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
    (entry) => [
      `session:${sessionId}`,
      `user:${entry.userId}`,
      ...(entry.profile?.establishmentId ? [`establishment:${entry.profile.establishmentId}`] : []),
    ],
  );

/** What permissions/mfa.ts lets this session do with the API (a person without a profile: nothing to gate). */
const accessOf = (deps: Deps, entry: SessionEntry): MfaAccess =>
  entry.profile
    ? mfaAccess({ role: entry.profile.role, ...entry.mfa }, { requiredRoles: deps.config.mfa.requiredRoles })
    : 'allowed';

/**
 * The profile of a session that still exists and may still use the API, read from the database
 * itself (a live stream asks right after a change notice, which may reach it before the cache has
 * dropped the entry); undefined once it may not (a session brought back to aal1).
 */
export const sessionProfile = async (deps: Deps, sessionId: string, userId: string) => {
  const entry = await loadSession(deps, sessionId, userId, NO_CACHE);
  if (!entry || accessOf(deps, entry) !== 'allowed') return undefined;
  return entry.profile ?? undefined;
};

/** Reads the bearer token, checks its session still exists (so a sign-out ends it), loads the profile. */
export const loadCurrentUser = async (deps: Deps, header: string | undefined) => {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return undefined;
  const claims = await verifyAccessToken(deps.config.jwtSecret, token);
  if (!claims) return undefined;
  const session = await loadSession(deps, claims.session_id, claims.sub);
  // The cache is keyed by session: its user must still be the token's (docs/design.md §4).
  if (!session || session.userId !== claims.sub) return undefined;
  const user: CurrentUser = {
    id: claims.sub,
    email: claims.email,
    sessionId: claims.session_id,
    profile: session.profile,
    mfa: accessOf(deps, session),
  };
  return user;
};

/**
 * Every /api route but the public ones sits behind this: 401 in French when not signed in, 403 when
 * the session's level is not enough (permissions/mfa.ts), with a code that tells the
 * web app which step to show. The level read is the session row's, never the token's claim: a factor
 * removed or reset takes effect at once.
 */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await loadCurrentUser(c.var.deps, c.req.header('authorization'));
  if (!user) throw AppError.unauthorized();
  if (user.mfa === 'enrolment_required')
    throw new AppError('mfa_enrolment_required', MESSAGES.mfaEnrolmentRequired);
  if (user.mfa === 'verification_required')
    throw new AppError('mfa_verification_required', MESSAGES.mfaVerificationRequired);
  c.set('currentUser', user);
  await next();
});
