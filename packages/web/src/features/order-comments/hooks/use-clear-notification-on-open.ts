import { useEffect } from 'react';
import { useClearCommentNotifications } from '@/api/comment-notifications';
import { useProfile } from '@/api/profile';

/** docs/design.md §5.13: a preparator opening an order's comments clears that order's notification. */
export const useClearNotificationOnOpen = (orderId: string) => {
  const isPreparator = useProfile().data?.role === 'preparator';
  const { mutate } = useClearCommentNotifications();
  useEffect(() => {
    if (isPreparator) mutate(orderId);
  }, [isPreparator, orderId, mutate]);
};
