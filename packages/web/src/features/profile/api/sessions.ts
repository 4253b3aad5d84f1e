import type { EndOtherSessionsResult } from '@conque/domain/accounts/api-types';
import type { SessionView } from '@conque/domain/accounts/user-agent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const SESSIONS_LOAD_FAILED = 'Impossible de charger vos appareils';

/** GET /api/profile/sessions: the person's open sessions. */
export const useSessions = () =>
  useQuery({
    queryKey: queryKeys.sessions,
    queryFn: ({ signal }) => api<SessionView[]>('/profile/sessions', { signal }),
    meta: { errorMessage: SESSIONS_LOAD_FAILED },
  });

/** DELETE /api/profile/sessions/:id, or POST …/end-others with `'others'`. */
export const useEndSessions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string) =>
      which === 'others'
        ? api<EndOtherSessionsResult>('/profile/sessions/end-others', { method: 'POST' })
        : api(`/profile/sessions/${encodeURIComponent(which)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
};
