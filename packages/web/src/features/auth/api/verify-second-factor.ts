import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { verifiedTotpFactor } from '@/lib/assurance-level';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { queryClient } from '@/lib/query-client';
import { AuthFormError, secondFactorErrorMessage } from '../auth-errors';

/**
 * The code typed after the password (or a recovery code in its place), through
 * auth-js's `mfa.challengeAndVerify` (POST /auth/v1/factors/:id/challenge, then /verify,
 * docs/identity-protocol.md §12.10). The session becomes aal2; what the API refused before is asked again.
 */
export const verifySecondFactor = async (code: string) => {
  const client = await loadAuthClient();
  const { data } = await client.getSession();
  // The stored user lists the factors of its sign-in; one verified since (on another device) is
  // asked of the server (§12.9: listFactors reads GET /user).
  const factor =
    (data.session ? verifiedTotpFactor(data.session) : undefined) ??
    (await client.mfa.listFactors()).data?.totp[0];
  if (!factor) throw new AuthFormError(secondFactorErrorMessage(undefined));
  // Spaces are how people copy codes (« 123 456 »); the server reads none.
  const { error } = await client.mfa.challengeAndVerify({
    factorId: factor.id,
    code: code.replace(/\s/g, ''),
  });
  if (error) throw new AuthFormError(secondFactorErrorMessage(error));
  queryClient.removeQueries();
};

type Options = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export const useVerifySecondFactor = (options: Options = {}) =>
  useMutation({ ...options, mutationFn: verifySecondFactor });
