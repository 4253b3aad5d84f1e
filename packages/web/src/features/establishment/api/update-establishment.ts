import type { EstablishmentView } from '@conque/domain/accounts/api-types';
import type { EstablishmentInput } from '@conque/domain/accounts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** PATCH /api/establishment: the manager's own establishment, the whole form (spec 001 §7). */
export const updateEstablishment = (input: EstablishmentInput) =>
  api<EstablishmentView>('/establishment', { method: 'PATCH', body: input });

export const useUpdateEstablishment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstablishment,
    // The profile carries the establishment (GET /api/profile), for this page and the shell.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
  });
};
