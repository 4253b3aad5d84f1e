import type { EstablishmentNameResponse } from '@conque/domain/accounts/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { establishments } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/**
 * Spec 000 §7 "select establishment name by siret" (to name the existing establishment on a
 * duplicate). A hidden establishment answers the same 404 as a missing one (docs/design.md §3: never
 * reveal another establishment's data).
 */
export const getEstablishmentNameBySiret = async (
  deps: Deps,
  actor: Actor,
  siret: string,
): Promise<EstablishmentNameResponse> => {
  const [found] = await deps.db
    .select({ id: establishments.id, name: establishments.name })
    .from(establishments)
    .where(eq(establishments.siret, siret))
    .limit(1);
  if (!found || !can(actor, 'establishment.view_name', { establishmentId: found.id })) {
    throw AppError.notFound();
  }
  return { name: found.name };
};
