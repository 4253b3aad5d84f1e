import type { Page } from '@conque/domain/shared/list-query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DRAFTS_MESSAGES } from '../drafts-messages';

/** One row of GET /api/orders/drafts (packages/server/src/features/orders/list-drafts.ts). */
export type DraftListItem = {
  id: string;
  patient_first_name: string;
  patient_last_name: string;
  created_at: string;
  updated_at: string;
};

export type DraftsPage = Page<DraftListItem>;

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

// Under ['orders', ...]: a deletion or a wizard save invalidates ['orders'], this list included.
export const draftsQueryOptions = (query: DraftsQuery) =>
  queryOptions({
    queryKey: ['orders', 'drafts', query],
    queryFn: ({ signal }) => getDrafts(query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDrafts = (query: DraftsQuery) => useQuery(draftsQueryOptions(query));
