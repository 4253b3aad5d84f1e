import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

// Mail is written here in the same transaction as its cause (docs/design.md §5.14); the worker sends it.
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    // The one-click unsubscribe link of a mail someone may switch off (RFC 8058): the SMTP
    // transport turns it into the List-Unsubscribe and List-Unsubscribe-Post headers.
    unsubscribeUrl: text('unsubscribe_url'),
    // The order a mail is about (status and comment mails), so that erasing its patient reaches the
    // mail. Kept, unlinked, if the order goes: the mail may still have to leave.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt),
    index('outbox_order_id_idx').on(t.orderId).where(sql`order_id is not null`),
  ],
);

// Background work shared by every server process: claimed with FOR UPDATE SKIP LOCKED.
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('jobs_pending_idx').on(t.runAt).where(sql`done_at is null and failed_at is null`)],
);
