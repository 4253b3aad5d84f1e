import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { hashToken } from '../kernel/secrets';
import { AuthError, authErrors } from './auth-error';
import { tokenResponse } from './issue-session';
import { loadFactors } from './mfa/factors';
import { childOf, rotateActiveToken } from './rotate-active-token';

/** A revoked token presented again within this many seconds still gets the session (hosted GoTrue's 10 s). */
export const REFRESH_REUSE_SECONDS = 10;
// How far down a family we walk from a reused token to the active one; reuse inside 10 s is a few steps.
const MAX_WALK = 16;

const notFound = () =>
  new AuthError(400, 'refresh_token_not_found', 'Jeton de rafraîchissement invalide : introuvable.');
const alreadyUsed = () =>
  new AuthError(400, 'refresh_token_already_used', 'Jeton de rafraîchissement invalide : déjà utilisé.');

/** POST /token?grant_type=refresh_token: rotation, parent-of-active reuse, 10 s reuse window, else revocation. */
export const refreshTokenGrant = async (deps: Deps, token: string) => {
  const rotated = await rotateActiveToken(deps, token);
  if (rotated) return rotated;
  const outcome = await deps.db.transaction((tx) => rotate(tx, deps, token));
  // The family's revocation must be committed, so the error is thrown only after the transaction.
  if (outcome === 'reused') throw alreadyUsed();
  return outcome;
};

const rotate = async (tx: Tx, deps: Deps, token: string) => {
  const now = deps.now();
  const tokenHash = hashToken(token);
  const [found] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!found) throw notFound();
  // Locking the session serialises concurrent refreshes of one family, across processes.
  const [session] = await tx.select().from(sessions).where(eq(sessions.id, found.sessionId)).for('update');
  if (!session) throw authErrors.sessionNotFound(400);
  const [current] = await tx.select().from(refreshTokens).where(eq(refreshTokens.id, found.id));
  const [user] = await tx.select().from(users).where(eq(users.id, found.userId));
  if (!current || !user) throw notFound();
  const factors = await loadFactors(tx, user.id);

  if (!current.revoked) {
    const child = childOf(deps.config.jwtSecret, token);
    await tx
      .update(refreshTokens)
      .set({ revoked: true, revokedAt: now })
      .where(eq(refreshTokens.id, current.id));
    await tx.insert(refreshTokens).values({
      tokenHash: hashToken(child),
      parentHash: tokenHash,
      sessionId: session.id,
      userId: user.id,
    });
    await tx.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, session.id));
    return tokenResponse(deps.config, user, session, child, factors);
  }

  const [active] = await tx
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, session.id), eq(refreshTokens.revoked, false)))
    .orderBy(desc(refreshTokens.id))
    .limit(1);
  const recentlyRevoked =
    current.revokedAt !== null && now.getTime() - current.revokedAt.getTime() <= REFRESH_REUSE_SECONDS * 1000;
  if (active && (active.parentHash === tokenHash || recentlyRevoked)) {
    let candidate = token;
    for (let step = 0; step < MAX_WALK; step++) {
      candidate = childOf(deps.config.jwtSecret, candidate);
      if (hashToken(candidate) === active.tokenHash)
        return tokenResponse(deps.config, user, session, candidate, factors);
    }
  }
  // A stolen token replayed, or a very stale tab: end the whole session, so its access tokens stop too.
  await tx.delete(sessions).where(eq(sessions.id, session.id));
  return 'reused' as const;
};
