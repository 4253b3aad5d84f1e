import { MESSAGES } from '@conque/domain/shared/messages';
import { RateLimitedError } from '../http/rate-limit';
import type { Deps } from '../kernel/deps';
import { AuthError, authErrors } from './auth-error';
import { consumeEmailLink } from './consume-email-link';
import { PKCE_TOKEN_PREFIX } from './email-link';
import { FLOW_METHODS, issueAuthCode, type LinkType } from './flow-states';
import { limitVerify } from './rate-limits';
import { safeRedirect, withCode, withError } from './redirect-to';

export type VerifyLinkRequest = {
  token: string | undefined;
  type: string | undefined;
  redirectTo: string | undefined;
  ip: string;
};

export const isLinkType = (value: string | undefined): value is LinkType =>
  value !== undefined && Object.hasOwn(FLOW_METHODS, value);

/**
 * GET /verify, the e-mail link (docs/identity-protocol.md §4.2): confirms the address (or accepts the reset
 * link) and answers with the place to send the browser, 303. A PKCE token gets `redirect_to?code=…`;
 * a link made without PKCE only confirms, since we never put a session in a URL. A failure rolls
 * everything back and goes to `redirect_to` with error, error_code and error_description.
 */
export const verifyLink = async (deps: Deps, request: VerifyLinkRequest): Promise<string> => {
  if (!request.token || !request.type) {
    throw authErrors.validation('Les paramètres token et type sont obligatoires.');
  }
  if (!isLinkType(request.type)) throw authErrors.validation('Type de lien non pris en charge.');
  const { token, type } = request;
  const redirectTo = safeRedirect(deps.config, request.redirectTo);
  const pkce = token.startsWith(PKCE_TOKEN_PREFIX);
  try {
    await limitVerify(deps, request.ip);
    const code = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const user = await consumeEmailLink(tx, token, type, now);
      if (!pkce) return undefined;
      const issued = await issueAuthCode(tx, user.id, type, now);
      if (!issued) {
        throw new AuthError(400, 'flow_state_not_found', 'Aucune demande en cours pour ce lien.');
      }
      return issued;
    });
    return code ? withCode(redirectTo, code) : redirectTo;
  } catch (error) {
    if (error instanceof AuthError) return withError(redirectTo, error, pkce);
    if (error instanceof RateLimitedError) {
      const limited = { status: 429, code: 'over_request_rate_limit', message: MESSAGES.rateLimited };
      return withError(redirectTo, limited, pkce);
    }
    throw error;
  }
};
