import { and, eq, ne } from 'drizzle-orm';
import { flowStates, sessions, users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { AuthError, authErrors } from './auth-error';
import type { Authenticated } from './authenticate';
import { checkNewPassword } from './credentials';
import { hasVerifiedFactor, loadFactors, MFA_AAL_MESSAGES } from './mfa/factors';
import { hashPassword, verifyPassword } from './passwords';
import { toUserJson } from './user-json';
import { clientMetadataProblem, mergeClientMetadata } from './user-metadata';

export type UpdateUserRequest = {
  password: string | undefined;
  data: Record<string, unknown> | undefined;
  email: string | undefined;
  appMetadata: unknown;
};

/**
 * PUT /user (docs/identity-protocol.md §4.7). `data` merges into the metadata (null deletes a key) without
 * ever touching role or establishment. A new password ends every other session of the user and voids
 * pending links, but keeps the caller's session: after a reset, the other devices are signed out.
 */
export const updateUser = async (deps: Deps, auth: Authenticated, request: UpdateUserRequest) => {
  if (request.appMetadata !== undefined) {
    throw new AuthError(403, 'not_admin', 'Seul un administrateur peut modifier app_metadata.');
  }
  if (request.email !== undefined && request.email.trim().toLowerCase() !== auth.user.email) {
    throw authErrors.validation("Le changement d'adresse e-mail n'est pas disponible.");
  }
  // §12.8: once a person has a verified factor, a session that has not used it (a reset link's
  // included) must verify it before changing the password.
  if (
    request.password !== undefined &&
    auth.aal !== 'aal2' &&
    (await hasVerifiedFactor(deps.db, auth.user.id))
  ) {
    throw authErrors.insufficientAal(401, MFA_AAL_MESSAGES.updatePassword);
  }
  const metadataProblem = request.data && clientMetadataProblem(request.data);
  if (metadataProblem) throw authErrors.validation(metadataProblem, 422);
  let passwordHash: string | undefined;
  if (request.password !== undefined) {
    const password = checkNewPassword(request.password);
    if (await verifyPassword(auth.user.encryptedPassword, password)) {
      throw new AuthError(422, 'same_password', "Le nouveau mot de passe doit être différent de l'ancien.");
    }
    passwordHash = await hashPassword(password);
  }

  const updated = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [user] = await tx.select().from(users).where(eq(users.id, auth.user.id)).for('update');
    if (!user) throw authErrors.userNotFound();
    const passwordChange = passwordHash
      ? { encryptedPassword: passwordHash, confirmationTokenHash: null, recoveryTokenHash: null }
      : {};
    const [row] = await tx
      .update(users)
      .set({
        ...passwordChange,
        userMetadata: request.data ? boundedMerge(user.userMetadata, request.data) : user.userMetadata,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    if (passwordHash) {
      await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, auth.sessionId)));
      await tx.delete(flowStates).where(eq(flowStates.userId, user.id));
    }
    return row;
  });
  if (!updated) throw authErrors.userNotFound();
  return toUserJson(updated, await loadFactors(deps.db, updated.id));
};

// The merged whole is bounded too: many small updates must not add up past the limits.
const boundedMerge = (current: Record<string, unknown>, data: Record<string, unknown>) => {
  const merged = mergeClientMetadata(current, data);
  const problem = clientMetadataProblem(merged);
  if (problem) throw authErrors.validation(problem, 422);
  return merged;
};
