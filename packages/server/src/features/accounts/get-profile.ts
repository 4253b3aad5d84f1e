import type { ProfileView } from '@conque/domain/accounts/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { NO_CACHE } from '../../db/read-cache';
import { establishments, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { toEstablishmentView } from './establishment-rows';

/** The profile and its establishment in the spec's field names (spec 000 §3), or undefined. */
export const loadProfileView = async (db: Executor, userId: string): Promise<ProfileView | undefined> => {
  const [row] = await db
    .select({ profile: profiles, establishment: establishments })
    .from(profiles)
    .leftJoin(establishments, eq(establishments.id, profiles.establishmentId))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { profile, establishment } = row;
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.firstName,
    last_name: profile.lastName,
    role: profile.role,
    establishment_id: profile.establishmentId,
    is_owner: profile.isOwner,
    created_at: profile.createdAt.toISOString(),
    establishment: establishment ? toEstablishmentView(establishment) : null,
    prescriber_number: profile.prescriberNumber,
  };
};

/**
 * Spec 000 §7 "select the profile whose id equals the user id (single row)". Asked at every page
 * load: kept in the process cache until the profile or its establishment changes.
 */
export const getProfile = async (deps: Deps, actor: Actor): Promise<ProfileView> => {
  if (!can(actor, 'profile.view', { userId: actor.id })) throw AppError.forbidden();
  const view = await (deps.cache ?? NO_CACHE).read(
    `profile:${actor.id}`,
    () => loadProfileView(deps.db, actor.id),
    (loaded) => [
      `user:${loaded.id}`,
      ...(loaded.establishment ? [`establishment:${loaded.establishment.id}`] : []),
    ],
  );
  if (!view) throw AppError.notFound(MESSAGES.profileUnavailable);
  return view;
};
