import type { RecoveryCodesView } from '@conque/domain/accounts/api-types';
import { MESSAGES } from '@conque/domain/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { loadAuthClient } from '@/lib/auth-client-loader';

/**
 * The factor's first code (auth-js's `mfa.challengeAndVerify`): the factor is verified and this
 * session aal2. Then its ten recovery codes (POST /api/profile/mfa/recovery-codes), shown this once.
 */
export const confirmFactor = async ({ factorId, code }: { factorId: string; code: string }) => {
  const client = await loadAuthClient();
  const { error } = await client.mfa.challengeAndVerify({ factorId, code: code.replace(/\s/g, '') });
  if (error) {
    throw new Error(
      error.code === 'over_request_rate_limit' ? MESSAGES.rateLimited : MESSAGES.mfaInvalidCode,
    );
  }
  return api<RecoveryCodesView>('/profile/mfa/recovery-codes', { method: 'POST' });
};

export const useConfirmFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmFactor,
    // The level changed: what was refused before may be asked again; the status says « activée ».
    // Not awaited: the caller's own onSuccess must hand the codes over before the refetch re-renders
    // the page (and unmounts this step, whose callbacks would then never run).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile.all });
    },
  });
};
