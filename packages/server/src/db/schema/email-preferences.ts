import {
  type EmailKind,
  OFF_BY_DEFAULT_EMAIL_KINDS,
  ON_BY_DEFAULT_EMAIL_KINDS,
} from '@conque/domain/email-preferences/email-kinds';
import { sql } from 'drizzle-orm';
import { check, date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

// The e-mails a person switched off, one row per kind. No row is the default
// (every kind on), so accounts need no row to be made for them and a new kind starts on for all.
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'email_opt_outs_pkey', columns: [t.userId, t.kind] }),
    check(
      'email_opt_outs_kind_check',
      sql.raw(`kind in (${ON_BY_DEFAULT_EMAIL_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

// The e-mails a person turned on among those off by default (the weekly summary).
// The mirror of email_opt_outs: no row, no mail.
export const emailOptIns = pgTable(
  'email_opt_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EmailKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'email_opt_ins_pkey', columns: [t.userId, t.kind] }),
    check(
      'email_opt_ins_kind_check',
      sql.raw(`kind in (${OFF_BY_DEFAULT_EMAIL_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

// One weekly summary per person and week, whatever the number of processes, retries
// and restarts: the row is written in the transaction that writes the mail to the outbox, and its
// key refuses a second one. The week is named by its Monday (Paris), as the job's payload.
export const weeklySummariesSent = pgTable(
  'weekly_summaries_sent',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'weekly_summaries_sent_pkey', columns: [t.userId, t.week] })],
);
