import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { authErrors } from './auth-error';
import { normaliseEmail } from './credentials';
import { secondsBeforeNextMail, sendEmailLink } from './email-link';
import { createFlowState } from './flow-states';
import { parsePkce } from './pkce';
import { limitByIpAndEmail } from './rate-limits';
import { safeRedirect } from './redirect-to';

export type RecoverRequest = {
  email: string | undefined;
  codeChallenge: string | undefined;
  codeChallengeMethod: string | undefined;
  redirectTo: string | undefined;
  ip: string;
};

/**
 * POST /recover (docs/identity-protocol.md §4.6). The answer is `{}` whether or not the account exists
 * (docs/design.md §4). A second request within a minute sends no mail but is not answered 429 as GoTrue does,
 * since that 429 would reveal the account.
 */
export const recover = async (deps: Deps, request: RecoverRequest): Promise<Record<string, never>> => {
  const email = normaliseEmail(request.email);
  const pkce = parsePkce(request.codeChallenge, request.codeChallengeMethod);
  // Our links hand a session only to the browser holding the PKCE verifier, never in a URL fragment;
  // a reset without one could not end in a session (decision 2, docs/decisions/).
  if (!pkce) throw authErrors.validation('La réinitialisation exige le flux PKCE (code_challenge).');
  await limitByIpAndEmail(deps, 'recover', request.ip, email);
  const redirectTo = safeRedirect(deps.config, request.redirectTo);
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
    if (!user) return;
    if (secondsBeforeNextMail(user.recoverySentAt, deps.now()) > 0) {
      // A double submit: the mail already sent stays the link, but the browser now holds the verifier
      // of this second request, so the flow takes its challenge.
      await createFlowState(tx, user.id, 'recovery', pkce);
      return;
    }
    await sendEmailLink(tx, deps, user, { type: 'recovery', pkce, redirectTo });
  });
  return {};
};
