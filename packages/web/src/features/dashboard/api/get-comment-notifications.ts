import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 001 §3 "Comment notification", as GET /api/comment-notifications answers it. */
export type CommentNotification = {
  order_id: string;
  comment_id: string;
  order_number: string | null;
  patient_name: string;
  created_at: string;
};

export type CommentNotificationList = { items: CommentNotification[]; total: number };

/** GET /api/comment-notifications: preparators only (DESIGN §5.13), newest first, with the count. */
export const getCommentNotifications = ({ signal }: { signal?: AbortSignal } = {}) =>
  api<CommentNotificationList>('/comment-notifications', { signal });

// A new comment should reach the lab within a minute while the dashboard stays open, and at once when
// a preparator comes back to the tab (docs/decisions.md). The key is also invalidated by
// features/order-comments when a preparator opens an order's comments: keep the two in step.
export const commentNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['comment-notifications'],
    queryFn: ({ signal }) => getCommentNotifications({ signal }),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useCommentNotifications = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...commentNotificationsQueryOptions(), enabled });
