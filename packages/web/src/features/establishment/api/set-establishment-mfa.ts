import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** PUT /api/establishment/mfa: the manager requires a second factor of its team, or no longer. */
export const setEstablishmentMfa = (required: boolean) =>
  api<EstablishmentView>('/establishment/mfa', { method: 'PUT', body: { required } });

export const useSetEstablishmentMfa = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEstablishmentMfa,
    // The profile carries the establishment, and the manager's own status says « exigée ».
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
  });
};
