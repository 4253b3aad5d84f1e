import { INVOICE_MESSAGES } from '@conque/domain/invoices/invoice-messages';
import type { InvoicePage } from '@conque/domain/invoices/invoice-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pollUnlessLive } from '@/api/live/live-status';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/query-client';

export type InvoicesQuery = { search: string; page: number; status?: number };

/** GET /api/invoices?search=&page=&status= (spec 001 §7 "invoices: select with count"). */
export const getInvoices = (
  { search, page, status }: InvoicesQuery,
  { signal }: { signal?: AbortSignal } = {},
) => {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  // Decision 147: the lifecycle status filter.
  if (status !== undefined) params.set('status', String(status));
  return api<InvoicePage>(`/invoices?${params}`, { signal });
};

export const invoicesQueryOptions = (query: InvoicesQuery) =>
  queryOptions({
    queryKey: queryKeys.invoices.list(query),
    queryFn: ({ signal }) => getInvoices(query, { signal }),
    placeholderData: keepPreviousData,
    // Spec 001 §8: the 'Erreur' toast; the page says it too, so it is not lost when the toast goes.
    meta: { errorMessage: INVOICE_MESSAGES.loadFailed },
    retry: retryUnlessRefused(1),
    // A fresh invoice's PDF is made by a background job a moment later: its event says when it is
    // there; without the live stream, look again until it is.
    refetchInterval: (q) =>
      q.state.data?.items.some((item) => item.pdf_url === null) ? pollUnlessLive(3000) : false,
  });

export const useInvoices = (query: InvoicesQuery) => useQuery(invoicesQueryOptions(query));
