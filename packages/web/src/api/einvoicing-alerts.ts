import type { LifecycleAlertJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/einvoicing/alerts: the préparateurs' lifecycle alerts not yet seen (decision 147). */
export const useEinvoicingAlerts = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: queryKeys.einvoicingAlerts,
    queryFn: ({ signal }) =>
      api<{ items: LifecycleAlertJson[]; total: number }>('/einvoicing/alerts', { signal }),
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** DELETE /api/einvoicing/alerts/:id: seen by a préparateur, it leaves every préparateur's bell. */
export const useClearEinvoicingAlert = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ cleared: number }>(`/einvoicing/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.einvoicingAlerts }),
    meta: { errorMessage: 'Impossible de marquer l’alerte comme vue' },
  });
};
