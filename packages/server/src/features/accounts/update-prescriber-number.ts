import type { ProfileView } from '@conque/domain/accounts/api-types';
import type { ProfilePrescriberNumberInput } from '@conque/domain/orders/prescriber';
import { type Actor, can } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { loadProfileView } from './get-profile';

/**
 * « Numéro RPPS ou ADELI » on « Mon profil » (decision 144): the number the order wizard offers as
 * the prescriber's; null forgets it. The profile's cache entry is dropped by its `user:` tag.
 */
export const updatePrescriberNumber = async (
  deps: Deps,
  actor: Actor,
  input: ProfilePrescriberNumberInput,
): Promise<ProfileView> => {
  if (!can(actor, 'profile.update', { userId: actor.id })) throw AppError.forbidden();
  const updated = await deps.db
    .update(profiles)
    .set({ prescriberNumber: input.prescriber_number })
    .where(eq(profiles.id, actor.id))
    .returning({ id: profiles.id });
  const view = updated.length > 0 ? await loadProfileView(deps.db, actor.id) : undefined;
  if (!view) throw AppError.notFound(MESSAGES.profileUnavailable);
  return view;
};
