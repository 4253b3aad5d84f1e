import type { OrderCommentList } from '@conque/domain/orders/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/orders/:id/comments: the thread, oldest first (spec 001 §7 "order_comments: select"). */
export const getOrderComments = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<OrderCommentList>(`/orders/${orderId}/comments`, { signal });

export const orderCommentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.comments(orderId),
    queryFn: ({ signal }) => getOrderComments(orderId, { signal }),
  });

export const useOrderComments = (orderId: string) => useQuery(orderCommentsQueryOptions(orderId));
