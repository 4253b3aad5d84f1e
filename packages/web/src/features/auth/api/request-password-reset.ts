import { MESSAGES } from '@conque/domain/shared/messages';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { AuthFormError } from '../auth-errors';

/** POST /auth/v1/recover. The server answers the same whether or not the account exists. */
export const requestPasswordReset = async (email: string) => {
  const { error } = await (await loadAuthClient()).resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword}`,
  });
  if (error) throw new AuthFormError(MESSAGES.forgotFailure);
  return { email };
};

type Options = Omit<UseMutationOptions<{ email: string }, Error, string>, 'mutationFn'>;

export const useRequestPasswordReset = (options: Options = {}) =>
  useMutation({ ...options, mutationFn: requestPasswordReset });
