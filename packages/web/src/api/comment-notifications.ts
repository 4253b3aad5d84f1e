import type {
  ClearCommentNotificationsResponse,
  CommentNotificationList,
} from '@conque/domain/orders/api-types';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** GET /api/comment-notifications: preparators only (docs/design.md §5.13), newest first, with the count. */
export const getCommentNotifications = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<CommentNotificationList>('/comment-notifications', { signal });

// A new comment should reach the lab within a minute while the dashboard stays open, and at once when
// a preparator comes back to the tab (docs/decisions/0024-comments-and-the-preparators-bell.md).
export const commentNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.commentNotifications,
    queryFn: ({ signal }) => getCommentNotifications({ signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** The dashboard header's bell. */
export const useCommentNotifications = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...commentNotificationsQueryOptions(), enabled });

/**
 * DELETE /api/orders/:id/comment-notifications: a preparator opened this order's comments
 * (docs/design.md §5.13).
 */
export const clearCommentNotifications = (orderId: string) =>
  api<ClearCommentNotificationsResponse>(`/orders/${encodeURIComponent(orderId)}/comment-notifications`, {
    method: 'DELETE',
  });

export const useClearCommentNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCommentNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.commentNotifications }),
  });
};
