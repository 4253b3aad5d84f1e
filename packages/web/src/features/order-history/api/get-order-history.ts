import type { OrderHistoryResponse } from '@conque/domain/orders/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/orders/:id/history: the order's timeline, newest first. */
export const getOrderHistory = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<OrderHistoryResponse>(`/orders/${encodeURIComponent(orderId)}/history`, { signal });

// Under queryKeys.orders.all: every change of an order invalidates it, its history with it.
export const orderHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.history(orderId),
    queryFn: ({ signal }) => getOrderHistory(orderId, { signal }),
    meta: { errorMessage: "Impossible de charger l'historique" },
  });

export const useOrderHistory = (orderId: string) => useQuery(orderHistoryQueryOptions(orderId));
