import type { MfaResetView } from '@conque/domain/accounts/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { resetSecondFactor } from './reset-second-factor';

/**
 * POST /api/users/:id/mfa-reset: a préparateur resets another préparateur's second
 * factor from the users page (can: `mfa.reset`), recorded under its name and e-mailed to the person.
 */
export const resetUserMfa = async (deps: Deps, actor: Actor, userId: string): Promise<MfaResetView> => {
  const [target] = await deps.db
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId));
  // Whoever may not reset anything learns nothing of the account either.
  if (!target) throw can(actor, 'users.list') ? AppError.notFound() : AppError.forbidden();
  if (!can(actor, 'mfa.reset', { userId: target.id, role: target.role })) throw AppError.forbidden();
  const [me] = await deps.db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  const name = [me?.firstName, me?.lastName].filter(Boolean).join(' ') || (me?.email ?? 'un préparateur');
  await resetSecondFactor(deps, target.id, { id: actor.id, name });
  return { reset: true };
};
