import type { WebhookAttemptsPage } from '@conque/domain/webhooks/api-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';

export const WEBHOOK_LOG_LOAD_FAILED = 'Impossible de charger le journal des envois';

const LOG_REFRESH_MS = 5_000;

const endpointPath = (id: string) => `/webhook-endpoints/${encodeURIComponent(id)}`;

/** GET /api/webhook-endpoints/:id/attempts: the newest tries, newest first. */
export const useWebhookAttempts = (endpointId: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.webhooks.attempts(endpointId),
      queryFn: ({ signal }) => api<WebhookAttemptsPage>(`${endpointPath(endpointId)}/attempts`, { signal }),
      meta: { errorMessage: WEBHOOK_LOG_LOAD_FAILED },
      // The worker makes the tries (a resend, a retry): an open log reads them again every 5 s.
      refetchInterval: LOG_REFRESH_MS,
    }),
  );

/** « Renvoyer »: POST /api/webhook-endpoints/:id/deliveries/:deliveryId/resend (the worker sends it). */
export const useResendWebhookDelivery = (endpointId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api<{ queued: true }>(
        `${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
        {
          method: 'POST',
        },
      ),
    meta: {
      errorMessage: (error: Error) =>
        isClientError(error) ? error.message : "Impossible de renvoyer l'envoi",
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.attempts(endpointId) }),
  });
};
