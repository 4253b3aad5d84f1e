import { MESSAGES } from '@conque/domain/shared/messages';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import {
  mfaChallenges,
  mfaFactors,
  mfaRecoveryCodes,
  refreshTokens,
  sessions,
  users,
} from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { AuthError, authErrors } from '../auth-error';
import type { Authenticated } from '../authenticate';
import { addRefreshToken, tokenResponse } from '../issue-session';
import { limitMfaVerify } from '../rate-limits';
import { markSecondFactor, recordFailedSignIn } from '../record-sign-in';
import { CHALLENGE_SECONDS } from './challenge';
import { loadFactors } from './factors';
import { factorNotFound, findOwnFactor, isUuid } from './find-factor';
import { canonicalRecoveryCode, hashRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { matchingTotpStep } from './totp';

export type VerifyRequest = {
  challengeId: string | undefined;
  code: string | undefined;
  ip: string;
  userAgent: string | undefined;
};

const failed = () => new AuthError(422, 'mfa_verification_failed', MESSAGES.mfaInvalidCode);
const challengeSpent = () =>
  new AuthError(
    422,
    'mfa_ip_address_mismatch',
    'Cette vérification a déjà servi ou a été demandée depuis une autre adresse. Veuillez recommencer.',
  );

/**
 * POST /factors/:id/verify (docs/identity-protocol.md §12.4), checked in GoTrue's order. The code is a TOTP
 * code of the step before, the current or the next one, never a step already used (RFC 6238 §5.2,
 * which GoTrue does not enforce: §12.6 says the refusal is compatible), or, on a verified factor, one
 * of its unused recovery codes. A wrong code leaves the challenge open, as GoTrue does.
 */
export const verifyFactor = async (
  deps: Deps,
  auth: Authenticated,
  factorId: string | undefined,
  request: VerifyRequest,
) => {
  const factor = await findOwnFactor(deps.db, auth, factorId);
  try {
    return await verifyCode(deps, auth, factor, request);
  } catch (error) {
    // A wrong code after the password is a failed sign-in of the person's history
    // (a wrong code while enrolling a factor is not a sign-in).
    if (
      error instanceof AuthError &&
      error.code === 'mfa_verification_failed' &&
      factor.status === 'verified'
    ) {
      await recordFailedSignIn(deps.db, deps.now(), auth.user.id, request, true);
    }
    throw error;
  }
};

const verifyCode = async (
  deps: Deps,
  auth: Authenticated,
  factor: Awaited<ReturnType<typeof findOwnFactor>>,
  request: VerifyRequest,
) => {
  await limitMfaVerify(deps, request.ip, auth.user.id);
  if (!isUuid(request.challengeId)) throw authErrors.badJson('Le champ « challenge_id » doit être un UUID.');
  const code = request.code?.trim() ?? '';
  if (!code) throw authErrors.validation('Le code est obligatoire.');
  const challengeId = request.challengeId;
  const [challenge] = await deps.db
    .select()
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factor.id)))
    .limit(1);
  if (!challenge) throw factorNotFound(422, 'Aucune vérification en cours ne correspond à ce facteur.');
  if (challenge.verifiedAt || challenge.ip !== request.ip) throw challengeSpent();
  const now = deps.now();
  if (now.getTime() - challenge.createdAt.getTime() > CHALLENGE_SECONDS * 1000) {
    await deps.db.delete(mfaChallenges).where(eq(mfaChallenges.id, challenge.id));
    throw new AuthError(422, 'mfa_challenge_expired', MESSAGES.mfaChallengeExpired);
  }
  const secret = openSecret(deps.config.mfa.encryptionKey, auth.user.id, factor.secret);
  const step = matchingTotpStep(secret, code, now);
  const recoveryCode =
    step === undefined && factor.status === 'verified' ? canonicalRecoveryCode(code) : undefined;
  if (step === undefined && recoveryCode === undefined) throw failed();

  return deps.db.transaction(async (tx) => {
    // Each use below is one conditional update: two requests racing with one code, one wins.
    const spent = await tx
      .update(mfaChallenges)
      .set({ verifiedAt: now })
      .where(and(eq(mfaChallenges.id, challenge.id), isNull(mfaChallenges.verifiedAt)))
      .returning({ id: mfaChallenges.id });
    if (spent.length === 0) throw challengeSpent();
    if (step !== undefined) {
      const accepted = await tx
        .update(mfaFactors)
        .set({ lastUsedStep: step, status: 'verified', updatedAt: now })
        .where(
          and(
            eq(mfaFactors.id, factor.id),
            or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step)),
          ),
        )
        .returning({ id: mfaFactors.id });
      // A code of a step already used, or of an earlier one: a replay.
      if (accepted.length === 0) throw failed();
    } else if (recoveryCode !== undefined) {
      const used = await tx
        .update(mfaRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(mfaRecoveryCodes.factorId, factor.id),
            eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(recoveryCode)),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      if (used.length === 0) throw failed();
    }

    const [session] = await tx.select().from(sessions).where(eq(sessions.id, auth.sessionId)).for('update');
    if (!session) throw authErrors.sessionNotFound();
    const method = step !== undefined ? 'totp' : 'mfa/recovery_code';
    // One entry per method, newest first (§12.8).
    const amr = [
      { method, timestamp: Math.floor(now.getTime() / 1000) },
      ...session.amr.filter((entry) => entry.method !== method),
    ];
    const [upgraded] = await tx
      .update(sessions)
      .set({ amr, aal: 'aal2', factorId: factor.id, updatedAt: now })
      .where(eq(sessions.id, session.id))
      .returning();
    if (!upgraded) throw authErrors.sessionNotFound();
    await markSecondFactor(tx, session.id);
    // §12.8: a refresh token issued before the upgrade must not reach aal2. Deleted rather than
    // revoked, so that presenting one is "not found", not a reuse that would end the session.
    await tx.delete(refreshTokens).where(eq(refreshTokens.sessionId, session.id));
    const refreshToken = await addRefreshToken(tx, session.id, auth.user.id);
    // GoTrue's parity (§12.4 steps 7 and 8): the person's other aal1 sessions end, and so do its
    // other factors never confirmed.
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, auth.user.id), eq(sessions.aal, 'aal1'), ne(sessions.id, session.id)));
    await tx
      .delete(mfaFactors)
      .where(
        and(
          eq(mfaFactors.userId, auth.user.id),
          eq(mfaFactors.status, 'unverified'),
          ne(mfaFactors.id, factor.id),
        ),
      );
    const [user] = await tx.select().from(users).where(eq(users.id, auth.user.id));
    if (!user) throw authErrors.userNotFound();
    return tokenResponse(deps.config, user, upgraded, refreshToken, await loadFactors(tx, user.id));
  });
};
