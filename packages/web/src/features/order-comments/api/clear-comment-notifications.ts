import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The bell's query key (features/dashboard/api/get-comment-notifications.ts). Features do not import
// one another, so the key is the contract between them: keep the two in step.
const COMMENT_NOTIFICATIONS_KEY = ['comment-notifications'] as const;

/** DELETE /api/orders/:id/comment-notifications: a preparator opened this order's comments (DESIGN §5.13). */
export const clearCommentNotifications = (orderId: string) =>
  api<{ success: true; deleted: number }>(`/orders/${orderId}/comment-notifications`, { method: 'DELETE' });

export const useClearCommentNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCommentNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMENT_NOTIFICATIONS_KEY }),
  });
};
