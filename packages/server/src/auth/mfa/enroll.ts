import { and, eq, lt, sql } from 'drizzle-orm';
import { mfaChallenges, mfaFactors } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { AuthError, authErrors } from '../auth-error';
import type { Authenticated } from '../authenticate';
import { MFA_AAL_MESSAGES } from './factors';
import { qrCodeSvg } from './qr-code';
import { sealSecret } from './secret-box';
import { base32Secret, newTotpSecret, totpUri } from './totp';

/** GoTrue's defaults (docs/identity-protocol.md §12.2, §12.7). */
export const MAX_FACTORS = 10;
export const UNVERIFIED_FACTOR_SECONDS = 300;

export type EnrollRequest = {
  factorType: string | undefined;
  friendlyName: string | undefined;
  issuer: string | undefined;
};

/**
 * POST /factors (§12.2), in GoTrue's order of checks. The secret is answered this once, with its QR
 * code and URI, and stored only encrypted; the factor stays `unverified` until a first code confirms
 * it (verify.ts), and is deleted when never confirmed (below, and the daily pruning).
 */
export const enrollFactor = async (deps: Deps, auth: Authenticated, request: EnrollRequest) => {
  const type = request.factorType;
  if (type !== 'totp') {
    if (type === 'phone' || type === 'webauthn')
      throw new AuthError(
        422,
        `mfa_${type}_enroll_not_enabled`,
        "Seule l'application d'authentification (TOTP) est proposée.",
      );
    throw authErrors.validation('factor_type doit valoir totp, phone ou webauthn.');
  }
  const { db } = deps;
  const now = deps.now();
  // §12.7 rule 1: unverified factors never challenged and older than five minutes go, everyone's.
  await db
    .delete(mfaFactors)
    .where(
      and(
        eq(mfaFactors.status, 'unverified'),
        lt(mfaFactors.createdAt, new Date(now.getTime() - UNVERIFIED_FACTOR_SECONDS * 1000)),
        sql`not exists (select 1 from ${mfaChallenges} where ${mfaChallenges.factorId} = ${mfaFactors.id})`,
      ),
    );
  const friendlyName = request.friendlyName ?? '';
  const factors = await db
    .select({ friendlyName: mfaFactors.friendlyName, status: mfaFactors.status })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, auth.user.id));
  // GoTrue's check in code: an empty name conflicts too (§12.7); the web app names nothing, and
  // removes its unverified factor before enrolling again.
  if (factors.some((factor) => factor.friendlyName === friendlyName))
    throw new AuthError(
      422,
      'mfa_factor_name_conflict',
      `Un facteur nommé « ${friendlyName} » existe déjà sur ce compte.`,
    );
  const verified = factors.filter((factor) => factor.status === 'verified').length;
  if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS)
    throw new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Nombre maximal de facteurs atteint : retirez-en un pour continuer.',
    );
  if (verified > 0 && auth.aal !== 'aal2')
    throw authErrors.insufficientAal(403, MFA_AAL_MESSAGES.enrollAnother);

  const secret = newTotpSecret();
  const [factor] = await db
    .insert(mfaFactors)
    .values({
      userId: auth.user.id,
      friendlyName,
      secret: sealSecret(deps.config.mfa.encryptionKey, auth.user.id, secret),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: mfaFactors.id });
  if (!factor) throw new Error('factor not created');
  const issuer = request.issuer || new URL(deps.config.publicUrl).host;
  const uri = totpUri(issuer, auth.user.email, base32Secret(secret));
  return {
    id: factor.id,
    type: 'totp' as const,
    friendly_name: friendlyName,
    totp: { qr_code: qrCodeSvg(uri), secret: base32Secret(secret), uri },
  };
};
