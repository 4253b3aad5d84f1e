import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import { EMAIL_PREFERENCES_MESSAGES } from '@conque/domain/email-preferences/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** GET /api/profile/email-preferences: which e-mails about their orders the signed-in user receives. */
export const getEmailPreferences = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<EmailPreferencesView>('/profile/email-preferences', { signal });

export const emailPreferencesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.emailPreferences(userId),
    queryFn: ({ signal }) => getEmailPreferences({ signal }),
    enabled: Boolean(userId),
    meta: { errorMessage: EMAIL_PREFERENCES_MESSAGES.loadFailed },
  });

export const useEmailPreferences = () => {
  const { session } = useSession();
  return useQuery(emailPreferencesQueryOptions(session?.user.id));
};
