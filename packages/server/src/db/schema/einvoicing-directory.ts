import type { DirectoryLineJson, DirectoryStatus } from '@conque/domain/einvoicing/directory-types';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments } from './accounts';

// What the Directory Service of the lab's PA said of each establishment (decision 145): the
// directory line(s) that address its invoices, or none, as read at `read_at` for the SIRET `siret`.
// One row per establishment; a failed read keeps the last known result and says why in `last_error`.
export const einvoicingDirectoryEntries = pgTable(
  'einvoicing_directory_entries',
  {
    establishmentId: uuid('establishment_id')
      .primaryKey()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    /** The SIRET the read was for: another SIRET on the establishment means the read is stale. */
    siret: text('siret').notNull(),
    /** `found`: at least one line; `none`: the directory has none; `unknown`: never read yet. */
    status: text('status').$type<DirectoryStatus>().notNull(),
    /** The lines that address this establishment, the one that applies first (decision 145). */
    lines: jsonb('lines').$type<DirectoryLineJson[]>().notNull().default([]),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The last failed attempt since `read_at` (the PA down, an answer off the standard), in French. */
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (t) => [
    check('einvoicing_directory_entries_status_check', sql`${t.status} in ('found', 'none', 'unknown')`),
  ],
);
