import type { OrderCommentView } from '@conque/domain/orders/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderCommentsQueryOptions } from './get-order-comments';

/** POST /api/orders/:id/comments {content} (spec 001 §7 "order_comments: insert"). */
export const addOrderComment = (orderId: string, content: string) =>
  api<OrderCommentView>(`/orders/${orderId}/comments`, { method: 'POST', body: { content } });

export const useAddOrderComment = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addOrderComment(orderId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderCommentsQueryOptions(orderId).queryKey }),
  });
};
