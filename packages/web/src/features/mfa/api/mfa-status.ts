import type { MfaStatusView } from '@conque/domain/accounts/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { MFA_MESSAGES } from '../mfa-messages';

/** GET /api/profile/mfa: whether a second factor is required of the person, its recovery codes left. */
export const mfaStatusQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.mfaStatus(userId),
    queryFn: ({ signal }) => api<MfaStatusView>('/profile/mfa', { signal }),
    enabled: Boolean(userId),
    meta: { errorMessage: MFA_MESSAGES.statusFailed },
  });

export const useMfaStatus = () => {
  const { session } = useSession();
  return useQuery(mfaStatusQueryOptions(session?.user.id));
};
