import type { EndOtherSessionsResult } from '@conque/domain/accounts/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

export const SESSION_NOT_FOUND = 'Session introuvable.';

/**
 * « Se déconnecter de cet appareil »: deletes one of the person's own sessions. Its
 * refresh tokens go with it (cascade) and its access token fails at once on /api (the guard checks
 * the session row; the other processes drop their cached copy through the change feed). Another
 * person's session, or none, is 404: never say that it exists.
 */
export const endSession = async (deps: Deps, actor: Actor, sessionId: string): Promise<{ success: true }> => {
  const [row] = await deps.db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!row || !can(actor, 'sessions.manage', { userId: row.userId }))
    throw AppError.notFound(SESSION_NOT_FOUND);
  await deps.db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id)));
  return { success: true };
};

/** « Se déconnecter de tous les autres appareils »: every own session but the one asking. */
export const endOtherSessions = async (
  deps: Deps,
  actor: Actor,
  currentSessionId: string,
): Promise<EndOtherSessionsResult> => {
  if (!can(actor, 'sessions.manage', { userId: actor.id })) throw AppError.forbidden();
  const ended = await deps.db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.id), ne(sessions.id, currentSessionId)))
    .returning({ id: sessions.id });
  return { ended: ended.length };
};
