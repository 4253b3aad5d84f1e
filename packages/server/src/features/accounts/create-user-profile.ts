import type { CreateUserProfileResponse } from '@conque/domain/accounts/api-types';
import type { CreateUserProfileInput } from '@conque/domain/accounts/schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

/**
 * Spec 000 §7 create-user-profile, which the client calls right after sign-up. The server has
 * already created the profile in the sign-up transaction, with the role, establishment and names
 * of the invitation it verified itself (docs/design.md §4: roles are never taken from the client). Writing
 * what this public, unauthenticated body says would let anyone make themselves a preparator, so
 * this call only confirms that the profile exists: body role, establishmentId and names are ignored.
 */
export const createUserProfile = async (
  deps: Deps,
  input: CreateUserProfileInput,
): Promise<CreateUserProfileResponse> => {
  const [profile] = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, input.userId), eq(sql`lower(${profiles.email})`, input.email)))
    .limit(1);
  if (!profile) throw AppError.notFound(MESSAGES.profileNotFound);
  return { error: null };
};
