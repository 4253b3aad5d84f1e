import type { DocumentLifecycleJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/query-client';

/** GET /api/einvoicing/documents/:id/lifecycle (decision 147): current status, history, hint. */
export const getDocumentLifecycle = (documentId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<DocumentLifecycleJson>(`/einvoicing/documents/${encodeURIComponent(documentId)}/lifecycle`, { signal });

export const documentLifecycleQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.lifecycle(documentId),
    queryFn: ({ signal }) => getDocumentLifecycle(documentId, { signal }),
    meta: { errorMessage: 'Impossible de charger l’historique de la facture.' },
    retry: retryUnlessRefused(1),
  });

export const useDocumentLifecycle = (documentId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...documentLifecycleQueryOptions(documentId), enabled });
