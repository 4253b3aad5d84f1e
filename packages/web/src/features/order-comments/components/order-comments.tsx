import { MessageSquareIcon } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOrderComments } from '../api/get-order-comments';
import { COMMENT_MESSAGES } from '../comment-messages';
import { useClearNotificationOnOpen } from '../hooks/use-clear-notification-on-open';
import { COMMENTS_ANCHOR, useScrollToComments } from '../hooks/use-scroll-to-comments';
import { CommentThread } from './comment-thread';
import { NewCommentForm } from './new-comment-form';

type OrderCommentsProps = {
  orderId: string;
  /**
   * docs/design.md §4 "comment on an order": preparators, and managers and users of the establishment, on a
   * validated order; the server decides again. Viewers read the thread only.
   */
  canComment: boolean;
};

/** Spec 001 §2 order detail: the comment thread with a new-comment box, anchored at #commentaires. */
export const OrderComments = ({ orderId, canComment }: OrderCommentsProps) => {
  const ref = useRef<HTMLElement>(null);
  const comments = useOrderComments(orderId);
  useClearNotificationOnOpen(orderId);
  useScrollToComments(ref, comments.isSuccess);
  const headingId = `${COMMENTS_ANCHOR}-titre`;

  return (
    <section id={COMMENTS_ANCHOR} ref={ref} aria-labelledby={headingId} className="scroll-mt-20">
      <Card>
        <CardHeader className="flex-row items-center gap-2 pb-4">
          <MessageSquareIcon aria-hidden className="size-5 text-primary" />
          <CardTitle id={headingId} className="text-lg">
            {COMMENT_MESSAGES.title}
          </CardTitle>
          {comments.data && comments.data.total > 0 ? (
            <span className="text-sm text-muted-foreground">({comments.data.total})</span>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {comments.isPending ? <Spinner /> : null}
          {comments.isError ? <Alert variant="destructive">{COMMENT_MESSAGES.loadFailed}</Alert> : null}
          {comments.data ? <CommentThread comments={comments.data.items} /> : null}
          {canComment ? (
            <NewCommentForm orderId={orderId} />
          ) : (
            <p className="text-sm text-muted-foreground">{COMMENT_MESSAGES.readOnly}</p>
          )}
        </CardContent>
      </Card>
    </section>
  );
};
