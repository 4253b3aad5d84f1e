import { eq } from 'drizzle-orm';
import { flowStates, users } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { hashToken } from '../kernel/secrets';
import { AuthError, authErrors } from './auth-error';
import { AUTH_CODE_SECONDS } from './flow-states';
import { verifierMatches } from './pkce';
import { type SignInClient, signInSession } from './record-sign-in';

const flowStateNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'Ce code de connexion est inconnu ou a déjà servi.');

/**
 * POST /token?grant_type=pkce (docs/identity-protocol.md §4.3). Checks in GoTrue's order: unknown 404,
 * expired 422, verifier mismatch 400 (the flow survives a wrong verifier). Success deletes the flow:
 * single use.
 */
export const pkceGrant = async (
  deps: Deps,
  input: { authCode: string; codeVerifier: string } & SignInClient,
) => {
  if (!input.authCode || !input.codeVerifier) {
    throw authErrors.validation('Le code et le code_verifier sont tous deux obligatoires.');
  }
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [state] = await tx
      .select()
      .from(flowStates)
      .where(eq(flowStates.authCodeHash, hashToken(input.authCode)))
      .limit(1)
      .for('update');
    if (!state?.authCodeIssuedAt) throw flowStateNotFound();
    if (state.authCodeIssuedAt.getTime() + AUTH_CODE_SECONDS * 1000 < now.getTime()) {
      throw new AuthError(422, 'flow_state_expired', 'Ce lien a expiré. Veuillez en demander un nouveau.');
    }
    const params = { challenge: state.codeChallenge, method: state.codeChallengeMethod };
    if (!verifierMatches(params, input.codeVerifier)) {
      throw new AuthError(400, 'bad_code_verifier', 'Le code_verifier ne correspond pas au code_challenge.');
    }
    await tx.delete(flowStates).where(eq(flowStates.id, state.id));
    const [user] = await tx
      .update(users)
      .set({ lastSignInAt: now })
      .where(eq(users.id, state.userId))
      .returning();
    if (!user) throw flowStateNotFound();
    return signInSession(tx, deps, user, state.authenticationMethod, input);
  });
};
