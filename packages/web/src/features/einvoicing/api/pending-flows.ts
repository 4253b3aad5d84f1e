import type { PendingFlowsJson } from '@conque/domain/einvoicing/flow-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';

/** GET /api/einvoicing/pending-flows: what waits for the PA after a failed try (decision 146). */
export const usePendingFlows = () =>
  useQuery({
    queryKey: queryKeys.einvoicing.pendingFlows,
    queryFn: ({ signal }) => api<PendingFlowsJson>('/einvoicing/pending-flows', { signal }),
    meta: { errorMessage: 'Impossible de charger les envois en attente' },
  });

/** « Réessayer maintenant »: the flow's next try is made due at once. */
export const useRetryPendingFlow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ id: string; next_try_at: string }>(`/einvoicing/pending-flows/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.einvoicing.pendingFlows }),
    meta: {
      errorMessage: (error: Error) =>
        isClientError(error) ? error.message : 'Impossible de relancer l’envoi',
    },
  });
};
