import type { CommentAuthor } from '@conque/domain/orders/api-types';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { orders } from './orders';

export const orderComments = pgTable(
  'order_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    author: jsonb('author').$type<CommentAuthor>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_comments_order_id_created_at_idx').on(t.orderId, t.createdAt)],
);

// docs/design.md §5.13: one in-app notification per order for the preparators (the bell); a newer comment
// on the same order replaces it; opening that order's comments deletes it.
export const commentNotifications = pgTable('comment_notifications', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique('comment_notifications_order_id_key')
    .references(() => orders.id, { onDelete: 'cascade' }),
  commentId: uuid('comment_id')
    .notNull()
    .references(() => orderComments.id, { onDelete: 'cascade' }),
  orderNumber: text('order_number'),
  patientName: text('patient_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
