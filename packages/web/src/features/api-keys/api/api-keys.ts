import type { ApiKeyView, CreateApiKeyInput, CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export const API_KEYS_LOAD_FAILED = 'Impossible de charger vos clés';

/** GET /api/api-keys: the person's keys not revoked. */
export const useApiKeys = () =>
  useQuery({
    queryKey: queryKeys.apiKeys,
    queryFn: ({ signal }) => api<ApiKeyView[]>('/api-keys', { signal }),
    meta: { errorMessage: API_KEYS_LOAD_FAILED },
  });

/** POST /api/api-keys: the answer holds the whole key, the one time it is shown. */
export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      api<CreatedApiKey>('/api-keys', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
};

/** DELETE /api/api-keys/:id: the key stops working at once. */
export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiKeys }),
  });
};
