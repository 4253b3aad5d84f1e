import type { DraftListPage } from '@conque/domain/orders/api-types';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { DRAFTS_MESSAGES } from '../drafts-messages';

// The row's shape is the server's, written once in domain; the list components import it from here.
export type { DraftListItem } from '@conque/domain/orders/api-types';

export type DraftsPage = DraftListPage;

export type DraftsQuery = { search: string; page: number };

/** Spec 001 §8: a list without its count is an error. */
export class MissingDraftCountError extends Error {
  constructor() {
    super(DRAFTS_MESSAGES.loadFailed);
  }
}

export const getDrafts = async (query: DraftsQuery, { signal }: { signal?: AbortSignal } = {}) => {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.search) params.set('search', query.search);
  const answer = await api<DraftsPage>(`/orders/drafts?${params}`, { signal });
  if (typeof answer?.total !== 'number' || !Array.isArray(answer.items)) throw new MissingDraftCountError();
  return answer;
};

// Under queryKeys.orders.all: a deletion or a wizard save invalidates it, this list included.
export const draftsQueryOptions = (query: DraftsQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.drafts(query),
    queryFn: ({ signal }) => getDrafts(query, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: DRAFTS_MESSAGES.loadFailed },
  });

export const useDrafts = (query: DraftsQuery) => useQuery(draftsQueryOptions(query));
