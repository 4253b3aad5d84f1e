import type {
  EinvoicingWebhookKeyJson,
  LifecycleAnomalyJson,
} from '@conque/domain/einvoicing/lifecycle-api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';

/** GET /api/einvoicing/webhook-key: the webhook's address and key id, never the secret (decision 147). */
export const useWebhookKey = () =>
  useQuery({
    queryKey: queryKeys.einvoicing.webhookKey,
    queryFn: ({ signal }) => api<EinvoicingWebhookKeyJson>('/einvoicing/webhook-key', { signal }),
    meta: { errorMessage: 'Impossible de charger le webhook' },
  });

/** POST /api/einvoicing/webhook-key: a new key, its secret answered this once. */
export const useCreateWebhookKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<EinvoicingWebhookKeyJson>('/einvoicing/webhook-key', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.einvoicing.webhookKey }),
    meta: {
      errorMessage: (error: Error) => (isClientError(error) ? error.message : 'Impossible de créer la clé'),
    },
  });
};

/** GET /api/einvoicing/anomalies: the lifecycle messages not believed. */
export const useLifecycleAnomalies = () =>
  useQuery({
    queryKey: queryKeys.einvoicing.anomalies,
    queryFn: ({ signal }) => api<LifecycleAnomalyJson[]>('/einvoicing/anomalies', { signal }),
    meta: { errorMessage: 'Impossible de charger les anomalies' },
  });
