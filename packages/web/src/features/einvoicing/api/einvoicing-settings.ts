import type { EinvoicingSettingsJson } from '@conque/domain/einvoicing/api-types';
import type { EinvoicingSettingsInput } from '@conque/domain/einvoicing/settings-schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';

export const EINVOICING_LOAD_FAILED = 'Impossible de charger la connexion à la plateforme';

/** GET /api/einvoicing/settings: the connection in force, never its secrets (decision 140). */
export const einvoicingSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.einvoicing.settings,
    queryFn: ({ signal }) => api<EinvoicingSettingsJson>('/einvoicing/settings', { signal }),
    meta: { errorMessage: EINVOICING_LOAD_FAILED },
  });

export const useEinvoicingSettings = () => useQuery(einvoicingSettingsQuery());

/** PUT /api/einvoicing/settings: the answer is the new settings, put in the cache as is. */
export const useSaveEinvoicingSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EinvoicingSettingsInput) =>
      api<EinvoicingSettingsJson>('/einvoicing/settings', { method: 'PUT', body: input }),
    // The server's French message names the wrong field; a 5xx, the fallback.
    meta: {
      errorMessage: (error: Error) =>
        isClientError(error) ? error.message : "Impossible d'enregistrer la connexion",
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.einvoicing.settings, saved);
      // The switch decides whether the addresses are shown (decision 145).
      return queryClient.invalidateQueries({ queryKey: queryKeys.einvoicing.directory });
    },
  });
};
