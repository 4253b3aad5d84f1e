import { SIGN_IN_HISTORY_LIMIT, type SignInView } from '@conque/domain/accounts/sign-in-history';
import { deviceLabel } from '@conque/domain/accounts/user-agent';
import { type Actor, can } from '@conque/domain/permissions/can';
import { desc, eq } from 'drizzle-orm';
import { signInAttempts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/** The person's last 30 sign-ins and failed attempts, the newest first; theirs only. */
export const listSignInHistory = async (deps: Deps, actor: Actor): Promise<SignInView[]> => {
  if (!can(actor, 'sign_in_history.view', { userId: actor.id })) throw AppError.forbidden();
  const rows = await deps.db
    .select()
    .from(signInAttempts)
    .where(eq(signInAttempts.userId, actor.id))
    .orderBy(desc(signInAttempts.createdAt), desc(signInAttempts.id))
    .limit(SIGN_IN_HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    ip: row.ip,
    device: deviceLabel(row.userAgent),
    succeeded: row.succeeded,
    second_factor: row.secondFactor,
  }));
};
