import type { OrderCommentView } from '@conque/domain/orders/api-types';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { cn } from '@/lib/cn';
import { authorName, authorRole } from '../comment-format';
import { COMMENT_MESSAGES } from '../comment-messages';

/** Spec 001 §2 "comment thread": author, role and French date; the lab's answers set apart by colour. */
export const CommentThread = ({ comments }: { comments: OrderCommentView[] }) => {
  if (comments.length === 0) return <p className="text-sm text-muted-foreground">{COMMENT_MESSAGES.empty}</p>;
  return (
    <ol aria-label="Fil des commentaires" className="flex flex-col gap-3">
      {comments.map((comment) => {
        const fromLab = comment.profile.role === 'preparator';
        return (
          <li
            key={comment.id}
            className={cn(
              'rounded-lg border px-4 py-3',
              fromLab ? 'border-primary/20 bg-primary/5' : 'bg-background',
            )}
          >
            <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
              <span className="font-medium text-foreground">{authorName(comment)}</span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-medium',
                  fromLab ? 'bg-primary/10 text-primary' : 'bg-muted text-muted-foreground',
                )}
              >
                {authorRole(comment)}
              </span>
              <time dateTime={comment.created_at} className="text-xs text-muted-foreground sm:ml-auto">
                {formatParisDateTime(comment.created_at)}
              </time>
            </div>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm leading-relaxed">{comment.content}</p>
          </li>
        );
      })}
    </ol>
  );
};
