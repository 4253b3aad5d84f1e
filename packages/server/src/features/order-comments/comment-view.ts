import type { OrderCommentView } from '@conque/domain/orders/api-types';
import type { orderComments } from '../../db/schema/index';

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
