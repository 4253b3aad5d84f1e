import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import type { EstablishmentMfaInput } from '@conque/domain/accounts/schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import { eq } from 'drizzle-orm';
import { hasVerifiedFactor } from '../../auth/mfa/factors';
import { establishments } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { toEstablishmentView } from '../accounts/establishment-rows';
import { ownEstablishmentFor } from '../establishment/own-establishment';

/**
 * PUT /api/establishment/mfa: the manager requires a second factor of every member
 * of its establishment, itself included, or no longer. To turn it on, it must have one itself first:
 * otherwise its own session would be refused the next instant. Members signed in without one are
 * refused by the API at once (the establishment's change reaches every process's cache) and sent to
 * the enrolment by the web app.
 */
export const setEstablishmentMfa = async (
  deps: Deps,
  actor: Actor,
  input: EstablishmentMfaInput,
): Promise<EstablishmentView> => {
  const establishmentId = ownEstablishmentFor(actor, 'establishment.require_mfa');
  if (input.required && !(await hasVerifiedFactor(deps.db, actor.id)))
    throw AppError.conflict(MESSAGES.mfaManagerFirst);
  const [updated] = await deps.db
    .update(establishments)
    .set({ mfaRequired: input.required, updatedAt: deps.now() })
    .where(eq(establishments.id, establishmentId))
    .returning();
  if (!updated) throw new Error(`establishment ${establishmentId} of a profile is missing`);
  return toEstablishmentView(updated);
};
