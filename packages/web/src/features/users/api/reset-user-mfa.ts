import type { MfaResetView } from '@conque/domain/accounts/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /api/users/:id/mfa-reset: a préparateur resets another préparateur's second
 * factor; the list then says it is off.
 */
export const resetUserMfa = (userId: string) =>
  api<MfaResetView>(`/users/${encodeURIComponent(userId)}/mfa-reset`, { method: 'POST' });

export const useResetUserMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
};
