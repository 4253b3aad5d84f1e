import type {
  WebhookEndpointJson,
  WebhookEndpointList,
  WebhookSecretJson,
} from '@conque/domain/webhooks/api-types';
import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
} from '@conque/domain/webhooks/webhook-input';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';

export const WEBHOOKS_LOAD_FAILED = 'Impossible de charger les webhooks';

const base = '/webhook-endpoints';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** GET /api/webhook-endpoints: the lab's endpoints (préparateurs) or the establishment's (its manager). */
export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: queryKeys.webhooks.endpoints,
    queryFn: ({ signal }) => api<WebhookEndpointList>(base, { signal }),
    meta: { errorMessage: WEBHOOKS_LOAD_FAILED },
  });

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery());

const useEndpointMutation = <Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  errorMessage: string,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The server's French message names the wrong field (« Adresse : … »); a 5xx, the fallback.
    meta: { errorMessage: (error: Error) => (isClientError(error) ? error.message : errorMessage) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
};

/** POST /api/webhook-endpoints: the answer holds the secret, shown once. */
export const useCreateWebhookEndpoint = () =>
  useEndpointMutation(
    (input: CreateWebhookEndpointInput) => api<WebhookSecretJson>(base, { body: input }),
    "Impossible d'ajouter le point d'accès",
  );

/** PATCH /api/webhook-endpoints/:id: on, off, events, description. */
export const useUpdateWebhookEndpoint = () =>
  useEndpointMutation(
    ({ id, ...input }: UpdateWebhookEndpointInput & { id: string }) =>
      api<WebhookEndpointJson>(one(id), { method: 'PATCH', body: input }),
    "Impossible de modifier le point d'accès",
  );

/** DELETE /api/webhook-endpoints/:id. */
export const useDeleteWebhookEndpoint = () =>
  useEndpointMutation(
    (id: string) => api<void>(one(id), { method: 'DELETE' }),
    "Impossible de supprimer le point d'accès",
  );

/** POST /api/webhook-endpoints/:id/rotate-secret: a new secret, shown once. */
export const useRotateWebhookSecret = () =>
  useEndpointMutation(
    (id: string) => api<WebhookSecretJson>(`${one(id)}/rotate-secret`, { method: 'POST' }),
    'Impossible de changer le secret',
  );
