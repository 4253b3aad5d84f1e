import { deviceLabel, type SessionView } from '@conque/domain/accounts/user-agent';
import { type Actor, can } from '@conque/domain/permissions/can';
import { desc, eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/** The person's open sessions, the most recently used first; theirs only. */
export const listSessions = async (
  deps: Deps,
  actor: Actor,
  currentSessionId: string,
): Promise<SessionView[]> => {
  if (!can(actor, 'sessions.manage', { userId: actor.id })) throw AppError.forbidden();
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, actor.id))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.updatedAt.toISOString(),
    current: row.id === currentSessionId,
  }));
};
