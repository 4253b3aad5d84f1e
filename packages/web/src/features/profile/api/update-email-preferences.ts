import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import type { EmailPreferencesInput } from '@conque/domain/email-preferences/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { emailPreferencesQueryOptions } from './get-email-preferences';

/** PUT /api/profile/email-preferences: every kind at once; answers the preferences as stored. */
export const updateEmailPreferences = (input: EmailPreferencesInput) =>
  api<EmailPreferencesView>('/profile/email-preferences', { method: 'PUT', body: input });

export const useUpdateEmailPreferences = () => {
  const queryClient = useQueryClient();
  const { session } = useSession();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) =>
      queryClient.setQueryData(emailPreferencesQueryOptions(session?.user.id).queryKey, saved),
  });
};
