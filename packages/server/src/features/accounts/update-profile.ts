import type { ProfileView } from '@conque/domain/accounts/api-types';
import type { profileNamesSchema } from '@conque/domain/accounts/schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { profiles, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { loadProfileView } from './get-profile';

type ProfileNames = z.infer<typeof profileNamesSchema>;

/**
 * Spec 000 §7 "update profiles (first_name, last_name) where id equals the user". The names are
 * merged into the auth user's metadata in the same transaction, so the session the client refreshes
 * afterwards (spec 000 §2 "after either modal completes") carries them too.
 */
export const updateProfile = async (deps: Deps, actor: Actor, names: ProfileNames): Promise<ProfileView> => {
  if (!can(actor, 'profile.update', { userId: actor.id })) throw AppError.forbidden();
  const view = await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({ firstName: names.first_name, lastName: names.last_name })
      .where(eq(profiles.id, actor.id))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw AppError.notFound(MESSAGES.profileUnavailable);
    await tx
      .update(users)
      .set({
        userMetadata: sql`${users.userMetadata} || ${JSON.stringify(names)}::jsonb`,
        updatedAt: deps.now(),
      })
      .where(eq(users.id, actor.id));
    return loadProfileView(tx, actor.id);
  });
  if (!view) throw AppError.notFound(MESSAGES.profileUnavailable);
  return view;
};
