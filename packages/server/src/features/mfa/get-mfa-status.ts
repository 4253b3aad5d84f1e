import type { MfaStatusView } from '@conque/domain/accounts/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { mfaRequirement } from '@conque/domain/permissions/mfa';
import { and, count, eq, isNull } from 'drizzle-orm';
import { hasVerifiedFactor } from '../../auth/mfa/factors';
import { establishments, mfaFactors, mfaRecoveryCodes } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/**
 * GET /api/profile/mfa: what the profile page says of the person's second factor
 * beside what auth-js lists: whether it is required of them and why, and their recovery codes left.
 */
export const getMfaStatus = async (deps: Deps, actor: Actor): Promise<MfaStatusView> => {
  if (!can(actor, 'profile.view', { userId: actor.id })) throw AppError.forbidden();
  const [establishment] = actor.establishmentId
    ? await deps.db
        .select({ mfaRequired: establishments.mfaRequired })
        .from(establishments)
        .where(eq(establishments.id, actor.establishmentId))
    : [];
  const [codes] = await deps.db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .innerJoin(mfaFactors, eq(mfaFactors.id, mfaRecoveryCodes.factorId))
    .where(
      and(
        eq(mfaFactors.userId, actor.id),
        eq(mfaFactors.status, 'verified'),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    );
  return {
    required: mfaRequirement(
      { role: actor.role, establishmentRequiresMfa: establishment?.mfaRequired ?? false },
      { requiredRoles: deps.config.mfa.requiredRoles },
    ),
    verified: await hasVerifiedFactor(deps.db, actor.id),
    recovery_codes_remaining: codes?.n ?? 0,
  };
};
