import { eq } from 'drizzle-orm';
import { mfaChallenges, mfaFactors } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import type { Authenticated } from '../authenticate';
import { limitMfaChallenge } from '../rate-limits';
import { findOwnFactor } from './find-factor';

/** How long a challenge may be verified (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION, §12.3). */
export const CHALLENGE_SECONDS = 300;

/**
 * POST /factors/:id/challenge (§12.3): on a verified or unverified factor, from aal1 or aal2. It holds
 * no secret: it ties the one verification it allows to this client address and five minutes.
 */
export const challengeFactor = async (
  deps: Deps,
  auth: Authenticated,
  factorId: string | undefined,
  ip: string,
) => {
  const factor = await findOwnFactor(deps.db, auth, factorId);
  await limitMfaChallenge(deps, ip);
  const now = deps.now();
  const challenge = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mfaChallenges)
      .values({ factorId: factor.id, ip, createdAt: now })
      .returning({ id: mfaChallenges.id });
    await tx.update(mfaFactors).set({ lastChallengedAt: now }).where(eq(mfaFactors.id, factor.id));
    return row;
  });
  if (!challenge) throw new Error('challenge not created');
  return {
    id: challenge.id,
    type: 'totp' as const,
    expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS,
  };
};
