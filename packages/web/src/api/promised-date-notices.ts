import type { PromisedDateNoticeList } from '@conque/domain/planning/api-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/promised-date-notices (issue 25): the establishment's orders whose date the lab moved. */
export const getPromisedDateNotices = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<PromisedDateNoticeList>('/promised-date-notices', { signal });

// Under `orders`: the lab's move changes the order's row, whose live event refetches this (decision
// 88); without the stream, every five minutes and when the tab comes back.
export const promisedDateNoticesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.promisedDateNotices,
    queryFn: ({ signal }) => getPromisedDateNotices({ signal }),
    refetchInterval: 300_000,
    refetchOnWindowFocus: true,
  });

export const usePromisedDateNotices = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...promisedDateNoticesQueryOptions(), enabled });

/** DELETE /api/orders/:id/promised-date-notice: someone of the establishment opened it. */
export const clearPromisedDateNotice = (orderId: string) =>
  api<{ success: true; deleted: number }>(`/orders/${encodeURIComponent(orderId)}/promised-date-notice`, {
    method: 'DELETE',
  });

export const useClearPromisedDateNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearPromisedDateNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.promisedDateNotices }),
  });
};
