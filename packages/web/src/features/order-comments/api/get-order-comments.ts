import type { Role } from '@conque/domain/permissions/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** Spec 001 §3 "Order comment", as GET /api/orders/:id/comments answers it. */
export type OrderComment = {
  id: string;
  order_id: string;
  content: string;
  created_by: string | null;
  profile: { id: string; email: string; first_name: string | null; last_name: string | null; role: Role };
  created_at: string;
};

export type OrderCommentList = { items: OrderComment[]; total: number };

/** GET /api/orders/:id/comments: the thread, oldest first (spec 001 §7 "order_comments: select"). */
export const getOrderComments = (orderId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api<OrderCommentList>(`/orders/${orderId}/comments`, { signal });

export const orderCommentsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.orders.comments(orderId),
    queryFn: ({ signal }) => getOrderComments(orderId, { signal }),
  });

export const useOrderComments = (orderId: string) => useQuery(orderCommentsQueryOptions(orderId));
