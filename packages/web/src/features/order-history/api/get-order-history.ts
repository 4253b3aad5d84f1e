import type { OrderEventKind } from '@conque/domain/orders/order-events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type OrderEvent = {
  id: string;
  actor_name: string;
  kind: OrderEventKind;
  from: string | null;
  to: string | null;
  created_at: string;
};

/** GET /api/orders/:id/history: the order's timeline, newest first. */
export const getOrderHistory = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<{ items: OrderEvent[] }>(`/orders/${encodeURIComponent(orderId)}/history`, { signal });

// Under ['orders', ...]: every change of an order invalidates ['orders'], its history with it.
export const orderHistoryQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'history', orderId],
    queryFn: ({ signal }) => getOrderHistory(orderId, { signal }),
  });

export const useOrderHistory = (orderId: string) => useQuery(orderHistoryQueryOptions(orderId));
