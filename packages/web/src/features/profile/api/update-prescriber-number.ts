import type { ProfileView } from '@conque/domain/accounts/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** PUT /api/profile/prescriber-number: « Numéro RPPS ou ADELI » (decision 144); '' forgets it. */
export const updatePrescriberNumber = (prescriberNumber: string) =>
  api<ProfileView>('/profile/prescriber-number', {
    method: 'PUT',
    body: { prescriber_number: prescriberNumber },
  });

export const useUpdatePrescriberNumber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescriberNumber,
    meta: { errorMessage: (error: Error) => error.message },
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.profile.of(profile.id), profile),
  });
};
