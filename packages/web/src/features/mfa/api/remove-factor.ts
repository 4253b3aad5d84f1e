import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { loadAuthClient } from '@/lib/auth-client-loader';
import { MFA_MESSAGES } from '../mfa-messages';

/**
 * auth-js's `mfa.unenroll` for each verified factor (DELETE /auth/v1/factors/:id, from this aal2
 * session), then a refresh: the token's level is stale until then (docs/identity-protocol.md §12.9).
 * Whoever must have one is then sent to enrol again by the next call of the API.
 */
export const removeFactors = async () => {
  const client = await loadAuthClient();
  const listed = await client.mfa.listFactors();
  if (listed.error) throw new Error(MFA_MESSAGES.removeFailed);
  for (const factor of listed.data.all) {
    const { error } = await client.mfa.unenroll({ factorId: factor.id });
    if (error) throw new Error(MFA_MESSAGES.removeFailed);
  }
  await client.refreshSession();
};

export const useRemoveFactors = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFactors,
    // Not awaited: the caller's onSuccess runs before the refetch re-renders (and unmounts) it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
    meta: { errorMessage: MFA_MESSAGES.removeFailed },
  });
};
