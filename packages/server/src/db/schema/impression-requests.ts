import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import type { OrderNotificationKind } from '@conque/domain/orders/api-types';
import type { ImpressionFileEntry, ImpressionReason } from '@conque/domain/orders/impression-requests';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { orders } from './orders';

export const IMPRESSION_REQUEST_STATES = ['open', 'answered', 'withdrawn'] as const;
export type ImpressionRequestState = (typeof IMPRESSION_REQUEST_STATES)[number];

// « Demander une nouvelle empreinte »: the lab's request, the files the clinic sends
// in answer (stored here until « Renvoyer au laboratoire » moves them into orders.stl_files), and the
// order's files they replaced (the previous version the lab keeps). At most one open per order.
export const impressionRequests = pgTable(
  'impression_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').$type<ImpressionRequestState>().notNull().default('open'),
    ears: jsonb('ears').$type<EarSide[]>().notNull(),
    reason: text('reason').$type<ImpressionReason>().notNull(),
    details: jsonb('details').$type<string[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    /** Paths of the order's files the new impression replaces (chosen by the lab). */
    replaces: jsonb('replaces').$type<string[]>().notNull().default([]),
    /** The status the order had, and goes back to. */
    previousStatus: text('previous_status').$type<OrderStatus>().notNull(),
    requestedBy: uuid('requested_by').references(() => profiles.id, { onDelete: 'set null' }),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The clinic's uploads while open; emptied when they move to the order. */
    files: jsonb('files').$type<ImpressionFileEntry[]>().notNull().default([]),
    /** Set when answered: the order's files the new impression replaced. */
    replacedFiles: jsonb('replaced_files').$type<StlFileEntry[]>().notNull().default([]),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => profiles.id, { onDelete: 'set null' }),
    /** When the one reminder mail was written (three working days without an answer). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('impression_requests_open_key').on(t.orderId).where(sql`state = 'open'`),
    index('impression_requests_order_id_idx').on(t.orderId, t.requestedAt),
    check('impression_requests_state_check', sql`${t.state} in ('open', 'answered', 'withdrawn')`),
  ],
);

// One person's bell (the establishment's side; the lab's is comment_notifications).
// One row per recipient, order and kind; it goes when the person opens the order or the request ends.
export const orderNotifications = pgTable(
  'order_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderNotificationKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_notifications_recipient_order_kind_key').on(t.recipientId, t.orderId, t.kind),
    index('order_notifications_recipient_created_at_idx').on(t.recipientId, t.createdAt),
    index('order_notifications_order_id_idx').on(t.orderId),
    check(
      'order_notifications_kind_check',
      sql`${t.kind} in ('impression_requested', 'promised_date_changed')`,
    ),
  ],
);
