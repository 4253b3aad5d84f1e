import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

export type GroupingCandidate = {
  id: string;
  order_number: string | null;
  patient_first_name: string;
  patient_last_name: string;
  shipped_at: string | null;
  /** The group this candidate belongs to, named by its leader: the order's own group when equal. */
  leader_id: string;
  group_size: number;
  group_full: boolean;
};

/** GET /api/orders/:id/grouping-candidates: up to 5 shipped orders to ship with (spec 001 §9). */
export const getGroupingCandidates = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<{ items: GroupingCandidate[] }>(`/orders/${encodeURIComponent(orderId)}/grouping-candidates`, {
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
