import type { GroupingCandidatesResponse } from '@conque/domain/orders/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/orders/:id/grouping-candidates: up to 5 shipped orders to ship with (spec 001 §9). */
export const getGroupingCandidates = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<GroupingCandidatesResponse>(`/orders/${encodeURIComponent(orderId)}/grouping-candidates`, {
    signal,
  });

export const groupingCandidatesQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.groupingCandidates(orderId),
    queryFn: ({ signal }) => getGroupingCandidates(orderId, { signal }),
    // Groups fill up as other preparators ship: each opening of the dialog asks again.
    staleTime: 0,
  });

export const useGroupingCandidates = (orderId: string, enabled: boolean) =>
  useQuery({ ...groupingCandidatesQueryOptions(orderId), enabled });
