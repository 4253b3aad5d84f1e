import { DELIVERY_ADDRESS_MESSAGES } from '@conque/domain/accounts/delivery-address-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { collaboratorInvitations, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';

/**
 * The team whose collaborators page the actor sees (spec 001 §2): a manager's establishment, or for
 * a preparator the lab's preparators, who belong to no establishment (docs/design.md §4 "invite").
 */
export const teamScope = (actor: Actor): { members: SQL | undefined; invitations: SQL | undefined } => {
  if (!can(actor, 'collaborators.view')) {
    // Spec 001 §6: a manager before the establishment setup has no team yet.
    if (actor.role === 'manager') throw AppError.badRequest(DELIVERY_ADDRESS_MESSAGES.noEstablishment);
    throw AppError.forbidden();
  }
  if (actor.role === 'preparator') {
    return {
      members: eq(profiles.role, 'preparator'),
      invitations: and(
        eq(collaboratorInvitations.role, 'preparator'),
        isNull(collaboratorInvitations.establishmentId),
      ),
    };
  }
  const establishmentId = actor.establishmentId as string;
  return {
    members: eq(profiles.establishmentId, establishmentId),
    invitations: eq(collaboratorInvitations.establishmentId, establishmentId),
  };
};
