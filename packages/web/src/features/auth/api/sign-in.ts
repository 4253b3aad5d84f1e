import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { AuthFormError, signInErrorMessage } from '../auth-errors';

export type SignInInput = { email: string; password: string };

/** POST /auth/v1/token?grant_type=password; a failure carries the spec's French message. */
export const signIn = async ({ email, password }: SignInInput) => {
  const { data, error } = await (await loadAuthClient()).signInWithPassword({ email, password });
  if (error) throw new AuthFormError(signInErrorMessage(error));
  return data.session;
};

type Options = Omit<UseMutationOptions<Awaited<ReturnType<typeof signIn>>, Error, SignInInput>, 'mutationFn'>;

export const useSignIn = (options: Options = {}) => useMutation({ ...options, mutationFn: signIn });
