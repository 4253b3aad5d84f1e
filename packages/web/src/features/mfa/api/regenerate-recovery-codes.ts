import type { RecoveryCodesView } from '@conque/domain/accounts/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { MFA_MESSAGES } from '../mfa-messages';

/** POST /api/profile/mfa/recovery-codes: ten new codes; the previous ones stop working. */
export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<RecoveryCodesView>('/profile/mfa/recovery-codes', { method: 'POST' }),
    // Not awaited: the caller's onSuccess hands the codes over before the refetch re-renders it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
    meta: { errorMessage: MFA_MESSAGES.codesFailed },
  });
};
