import type { OrderView } from '@conque/domain/orders/api-types';
import { queryOptions, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { type ErrorToastMeta, retryUnlessRefused } from '@/lib/query-client';
import { queryKeys } from './query-keys';

/** GET /api/orders/:id: the order detail and the wizard's edit mode read the same answer. */
export const getOrderDetail = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<OrderView>(`/orders/${encodeURIComponent(id)}`, { signal });

/** 404: unknown, or not visible to this user; 400: an id that cannot be an order's. Both read "not found". */
export const isOrderNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

// Under queryKeys.orders.all: a save in the wizard or a status change invalidates it, so the
// detail shows the edited order when the user comes back.
export const orderDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrderDetail(id, { signal }),
    // Neither a 404 (hidden or unknown order) nor a 400 (malformed id) changes by asking again.
    retry: retryUnlessRefused(2),
  });

type OrderDetailOptions = UseQueryOptions<
  OrderView,
  Error,
  OrderView,
  ReturnType<typeof queryKeys.orders.detail>
>;

/**
 * What a screen adds to the shared query: its own error toast, its own freshness, whether it needs
 * the order at all yet, and how often it asks again (api/mesh-check-refetch.ts).
 */
export type OrderDetailUse = {
  meta?: ErrorToastMeta;
  retry?: false;
  staleTime?: number;
  enabled?: boolean;
  refetchInterval?: OrderDetailOptions['refetchInterval'];
};

export const useOrderDetail = (id: string, use: OrderDetailUse = {}) =>
  useQuery({ ...orderDetailQueryOptions(id), ...use });
