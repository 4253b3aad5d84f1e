import { COMMENT_MAX_LENGTH } from '@conque/domain/orders/comment-schema';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useAddOrderComment } from '../api/add-order-comment';
import { COMMENT_MESSAGES } from '../comment-messages';

/** Spec 001 §2 "new-comment box"; §5 a comment is non-empty after trimming; §8 its two toasts. */
export const NewCommentForm = ({ orderId }: { orderId: string }) => {
  const id = useId();
  const [content, setContent] = useState('');
  const addComment = useAddOrderComment(orderId);
  const blank = content.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || addComment.isPending) return;
    addComment.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        toast.success(COMMENT_MESSAGES.added);
      },
      onError: () => toast.error(COMMENT_MESSAGES.errorTitle, { description: COMMENT_MESSAGES.addFailed }),
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={id}>{COMMENT_MESSAGES.newComment}</Label>
      <Textarea
        id={id}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        placeholder={COMMENT_MESSAGES.placeholder}
        maxLength={COMMENT_MAX_LENGTH}
        rows={3}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || addComment.isPending} className="w-full sm:w-auto">
          {addComment.isPending ? <Spinner label="Envoi en cours…" /> : null}
          {COMMENT_MESSAGES.submit}
        </Button>
      </div>
    </form>
  );
};
