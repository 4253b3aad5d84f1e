import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { getAuthClient } from '@/lib/auth-client';
import { AuthFormError, updatePasswordErrorMessage } from '../auth-errors';

/**
 * PUT /auth/v1/user with the new password, then sign out (spec 000 §4: password updated, signed out).
 * A sign-out failure is only logged (spec 000 §8): the password has changed, which is what matters.
 */
export const updatePassword = async (password: string) => {
  const { error } = await getAuthClient().updateUser({ password });
  if (error) throw new AuthFormError(updatePasswordErrorMessage(error));
  const { error: signOutError } = await getAuthClient().signOut();
  if (signOutError) console.warn('Déconnexion après réinitialisation impossible', signOutError);
};

type Options = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

// Callers navigate in options.onSuccess (mutation-level), which runs even though the sign-out's
// SIGNED_OUT event clears the query client meanwhile.
export const useUpdatePassword = (options: Options = {}) =>
  useMutation({ ...options, mutationFn: updatePassword });
