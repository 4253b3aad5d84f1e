import { EMAIL_KINDS, type EmailKind } from '@conque/domain/email-preferences/email-kinds';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

// Issue 11 item 4: the e-mails a person switched off, one row per kind. No row is the default
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
      sql.raw(`kind in (${EMAIL_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);
