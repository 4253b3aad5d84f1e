import type { DueCounts } from '@conque/domain/planning/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/orders/due-counts: the lab's late orders, those due today and those « À risque ». */
export const getDueCounts = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<DueCounts>('/orders/due-counts', { signal });

export const dueCountsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.orders.dueCounts,
    queryFn: ({ signal }) => getDueCounts({ signal }),
    meta: { errorMessage: 'Impossible de charger les données' },
  });

export const useDueCounts = (options: { refetchInterval?: number } = {}) =>
  useQuery({ ...dueCountsQueryOptions(), refetchInterval: options.refetchInterval });
