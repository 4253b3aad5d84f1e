import { DELIVERY_ADDRESS_MESSAGES } from '@conque/domain/accounts/delivery-address-schemas';
import { type Action, type Actor, can } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';

const STAND_IN = 'establishment-to-come';

/**
 * The establishment an establishment-scoped action works on, which is always the actor's own (docs/design.md
 * §4: no id from the client). 403 when the role may not do it at all; 400 "Aucun établissement
 * associé" (spec 001 §6) when it may but has no establishment yet, as a manager before the setup
 * modal: the rule is asked again with a stand-in establishment, so the role logic stays in can().
 */
export const ownEstablishmentFor = (actor: Actor, action: Action): string => {
  const { establishmentId } = actor;
  if (establishmentId !== null && can(actor, action, { establishmentId })) return establishmentId;
  const onceSetUp = { ...actor, establishmentId: STAND_IN };
  if (establishmentId === null && can(onceSetUp, action, { establishmentId: STAND_IN })) {
    throw AppError.badRequest(DELIVERY_ADDRESS_MESSAGES.noEstablishment);
  }
  throw AppError.forbidden();
};
