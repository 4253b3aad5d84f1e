import type { Actor } from '@conque/domain/permissions/can';
import { MESSAGES } from '@conque/domain/shared/messages';
import { AppError } from './app-error';
import type { CurrentUser } from './context';

/**
 * The permission subject of a signed-in user, from the profile the server loaded (docs/design.md §4: roles
 * are never taken from the client). A user without a profile cannot act: spec 000 §2 "Profil non
 * disponible" (sign-up creates both in one transaction, so this is only a safety net).
 */
export const currentActor = (user: CurrentUser): Actor => {
  if (!user.profile) throw AppError.notFound(MESSAGES.profileUnavailable);
  return { id: user.id, role: user.profile.role, establishmentId: user.profile.establishmentId };
};
