import { z } from 'zod';
import { requiredText } from '../shared/fields';

/** A comment is long enough for a detailed remark about an ear tip, short enough to read in a thread. */
export const COMMENT_MAX_LENGTH = 5000;

export const COMMENT_RULE_MESSAGES = {
  // A draft has no thread: the preparators cannot see it, so a comment there would reach no one.
  draft: 'Les commentaires sont disponibles une fois la commande validée.',
} as const;

/** Spec 001 §5 "Comment: non-empty after trimming"; the trimmed text is what is stored. */
export const addOrderCommentSchema = z.strictObject({ content: requiredText(COMMENT_MAX_LENGTH) });
export type AddOrderCommentInput = z.infer<typeof addOrderCommentSchema>;
