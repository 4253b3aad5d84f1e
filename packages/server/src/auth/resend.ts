import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { authErrors } from './auth-error';
import { normaliseEmail } from './credentials';
import { secondsBeforeNextMail, sendEmailLink } from './email-link';
import { parsePkce } from './pkce';
import { limitByIpAndEmail } from './rate-limits';
import { safeRedirect } from './redirect-to';

export type ResendRequest = {
  email: string | undefined;
  type: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  redirectTo: string | undefined;
  ip: string;
};

/**
 * POST /resend, type signup only (docs/identity-protocol.md §4.10): a new confirmation mail for an account
 * still unconfirmed. Unknown or already confirmed addresses get the same `{}`. It spends the sign-up's
 * rate-limit budget, since it sends the same mail.
 */
export const resend = async (deps: Deps, request: ResendRequest): Promise<Record<string, never>> => {
  if (request.type !== 'signup') throw authErrors.validation('Seul le type « signup » peut être renvoyé.');
  const email = normaliseEmail(request.email);
  const pkce = parsePkce(request.codeChallenge, request.codeChallengeMethod);
  await limitByIpAndEmail(deps, 'signUp', request.ip, email);
  const redirectTo = safeRedirect(deps.config, request.redirectTo);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
    if (!user || user.emailConfirmedAt) return;
    const wait = secondsBeforeNextMail(user.confirmationSentAt, deps.now());
    if (wait > 0) throw authErrors.mailTooSoon(wait);
    await sendEmailLink(tx, deps, user, { type: 'signup', pkce, redirectTo });
  });
  return {};
};
