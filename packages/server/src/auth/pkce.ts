import { createHash } from 'node:crypto';
import { safeEqual } from '../kernel/secrets';
import { authErrors } from './auth-error';

export type PkceParams = { challenge: string; method: 's256' | 'plain' };

const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * The PKCE pair of a sign-up, recover or resend (docs/identity-protocol.md §9.6): both or neither. auth-js
 * sends `s256` in lower case, and `plain` outside secure contexts; we accept both in any case.
 */
export const parsePkce = (
  challenge: string | undefined,
  method: string | undefined,
): PkceParams | undefined => {
  if (!challenge && !method) return undefined;
  if (!challenge || !method)
    throw authErrors.validation('Le flux PKCE exige code_challenge et code_challenge_method.');
  const normalised = method.toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain')
    throw authErrors.validation('code_challenge_method doit valoir s256 ou plain.');
  if (!CHALLENGE_PATTERN.test(challenge))
    throw authErrors.validation('code_challenge doit contenir entre 43 et 128 caractères autorisés.');
  return { challenge, method: normalised };
};

/** Whether the verifier presented at exchange matches the challenge saved with the flow (constant time). */
export const verifierMatches = (params: { challenge: string; method: string }, verifier: string): boolean => {
  const computed =
    params.method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  return safeEqual(computed, params.challenge);
};
