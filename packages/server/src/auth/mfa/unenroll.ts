import { eq } from 'drizzle-orm';
import { mfaFactors } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { authErrors } from '../auth-error';
import type { Authenticated } from '../authenticate';
import { downgradeSessionsOf } from './downgrade-sessions';
import { MFA_AAL_MESSAGES } from './factors';
import { findOwnFactor } from './find-factor';

/**
 * DELETE /factors/:id (docs/identity-protocol.md §12.5): a verified factor only from an aal2 session (422
 * otherwise), an unverified one from aal1 as well. The sessions raised with it go back to aal1; none
 * is signed out. Its challenges and recovery codes go with it.
 */
export const unenrollFactor = async (deps: Deps, auth: Authenticated, factorId: string | undefined) => {
  const factor = await findOwnFactor(deps.db, auth, factorId);
  if (factor.status === 'verified' && auth.aal !== 'aal2')
    throw authErrors.insufficientAal(422, MFA_AAL_MESSAGES.unenrollVerified);
  await deps.db.transaction(async (tx) => {
    await downgradeSessionsOf(tx, factor.id);
    await tx.delete(mfaFactors).where(eq(mfaFactors.id, factor.id));
  });
  return { id: factor.id };
};
