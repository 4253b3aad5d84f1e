import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { randomToken } from '../kernel/secrets';
import { authErrors } from './auth-error';
import { weakPasswordNotice } from './credentials';
import { hashPassword, verifyPassword } from './passwords';
import { limitByIpAndEmail } from './rate-limits';
import { recordFailedSignIn, type SignInClient, signInSession } from './record-sign-in';

// Verified against when the e-mail is unknown, so that case costs one argon2 run like a wrong password
// and the answer time does not tell which addresses have an account.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword(randomToken());
  return decoyHash;
};

/**
 * POST /token?grant_type=password (docs/identity-protocol.md §4.4). email_not_confirmed is told only to
 * someone who gave the right password, so it reveals nothing to a guesser.
 */
export const passwordGrant = async (
  deps: Deps,
  request: { email: string | undefined; password: string | undefined } & SignInClient,
) => {
  if (!request.email?.trim()) throw authErrors.validation("L'adresse e-mail est obligatoire.");
  // No format check: an address that cannot exist simply matches no account.
  const email = request.email.trim().toLowerCase();
  const password = request.password ?? '';
  await limitByIpAndEmail(deps, 'signIn', request.ip, email);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await verifyPassword(await decoy(), password);
    throw authErrors.invalidCredentials();
  }
  if (!password || !(await verifyPassword(user.encryptedPassword, password))) {
    // Shown to the account's owner only, in their history.
    await recordFailedSignIn(deps.db, deps.now(), user.id, request, false);
    throw authErrors.invalidCredentials();
  }
  if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();

  const response = await deps.db.transaction(async (tx) => {
    const [signedIn] = await tx
      .update(users)
      .set({ lastSignInAt: deps.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!signedIn) throw authErrors.invalidCredentials();
    return signInSession(tx, deps, signedIn, 'password', request);
  });
  const weak = weakPasswordNotice(password);
  return weak ? { ...response, weak_password: weak } : response;
};
