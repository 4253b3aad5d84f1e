import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { authErrors } from './auth-error';
import { consumeEmailLink } from './consume-email-link';
import type { LinkType } from './flow-states';
import { limitVerify } from './rate-limits';
import { type SignInClient, signInSession } from './record-sign-in';

const TYPES: Record<string, LinkType> = { signup: 'signup', email: 'signup', recovery: 'recovery' };

/**
 * POST /verify with `token_hash` (auth-js verifyOtp, docs/identity-protocol.md §4.10): spends the token of an
 * e-mail link and answers a session (amr `otp`) without needing the PKCE verifier, so a link opened on
 * another device can still sign in. Unknown, used or expired: 403 otp_expired.
 */
export const verifyTokenHash = async (
  deps: Deps,
  request: { tokenHash: string | undefined; type: string | undefined } & SignInClient,
) => {
  if (!request.tokenHash) throw authErrors.validation('Le paramètre token_hash est obligatoire.');
  const type = request.type && Object.hasOwn(TYPES, request.type) ? TYPES[request.type] : undefined;
  if (!type) throw authErrors.validation('Type de vérification non pris en charge.');
  const tokenHash = request.tokenHash;
  await limitVerify(deps, request.ip);
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const user = await consumeEmailLink(tx, tokenHash, type, now);
    const [signedIn] = await tx
      .update(users)
      .set({ lastSignInAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!signedIn) throw authErrors.linkInvalid();
    return signInSession(tx, deps, signedIn, 'otp', request);
  });
};
