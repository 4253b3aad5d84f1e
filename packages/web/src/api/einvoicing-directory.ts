import type { DirectoryListJson } from '@conque/domain/einvoicing/directory-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isClientError } from '@/lib/api-error';
import { queryKeys } from './query-keys';

// Decision 145: the clinics' e-invoicing addresses as the lab's PA directory gave them, read by the
// « Facturation électronique » page and, before the month's run, by the invoices page.

export const DIRECTORY_LOAD_FAILED = 'Impossible de charger les adresses de facturation électronique';

/** GET /api/einvoicing/directory: every establishment and its address, or why there is none. */
export const einvoicingDirectoryQuery = () =>
  queryOptions({
    queryKey: queryKeys.einvoicing.directory,
    queryFn: ({ signal }) => api<DirectoryListJson>('/einvoicing/directory', { signal }),
    meta: { errorMessage: DIRECTORY_LOAD_FAILED },
  });

export const useEinvoicingDirectory = () => useQuery(einvoicingDirectoryQuery());

/** POST /api/einvoicing/directory/refresh: queues a read of every establishment's address. */
export const useRefreshEinvoicingDirectory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ queued: number }>('/einvoicing/directory/refresh', { method: 'POST' }),
    meta: {
      errorMessage: (error: Error) =>
        isClientError(error) ? error.message : 'Impossible de relire l’annuaire',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.einvoicing.directory }),
  });
};
