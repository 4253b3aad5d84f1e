import type { RecoveryCodesView } from '@conque/domain/accounts/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { desc, eq, inArray } from 'drizzle-orm';
import { formatRecoveryCode, hashRecoveryCode, newRecoveryCodes } from '../../auth/mfa/recovery-codes';
import { mfaFactors, mfaRecoveryCodes } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

export const NO_VERIFIED_FACTOR = "Activez d'abord la double authentification sur votre compte.";

/**
 * POST /api/profile/mfa/recovery-codes: ten new single-use codes for the person's
 * verified factor, answered this once and stored hashed; the previous ones stop working. The web app
 * asks for the first ten right after the factor's first code, and again on « Régénérer ». The session
 * is aal2 here: requireUser refuses an aal1 one as soon as a factor is verified.
 */
export const regenerateRecoveryCodes = async (deps: Deps, actor: Actor): Promise<RecoveryCodesView> => {
  if (!can(actor, 'profile.update', { userId: actor.id })) throw AppError.forbidden();
  const codes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const factors = await tx
      .select({ id: mfaFactors.id, status: mfaFactors.status })
      .from(mfaFactors)
      .where(eq(mfaFactors.userId, actor.id))
      .orderBy(desc(mfaFactors.createdAt))
      .for('update');
    const factor = factors.find((candidate) => candidate.status === 'verified');
    if (!factor) throw AppError.conflict(NO_VERIFIED_FACTOR);
    await tx.delete(mfaRecoveryCodes).where(
      inArray(
        mfaRecoveryCodes.factorId,
        factors.map((candidate) => candidate.id),
      ),
    );
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((code) => ({ factorId: factor.id, codeHash: hashRecoveryCode(code) })));
  });
  return { codes: codes.map(formatRecoveryCode) };
};
