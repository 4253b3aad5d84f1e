import type { CommentAuthor, orderComments } from '../../db/schema/index';

/** Spec 001 §3 "Order comment", as the API answers it (snake_case, times in ISO 8601 UTC). */
export type OrderCommentView = {
  id: string;
  order_id: string;
  content: string;
  created_by: string | null;
  /** The author as they were when they wrote it: a later change of name does not rewrite the thread. */
  profile: CommentAuthor;
  created_at: string;
};

export type OrderCommentRow = typeof orderComments.$inferSelect;

export const toCommentView = (row: OrderCommentRow): OrderCommentView => ({
  id: row.id,
  order_id: row.orderId,
  content: row.content,
  created_by: row.createdBy,
  profile: row.author,
  created_at: row.createdAt.toISOString(),
});

/** "Prénom Nom", or the e-mail of an account that has not given its names yet. */
export const displayName = (person: {
  first_name: string | null;
  last_name: string | null;
  email: string;
}): string => [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email;
