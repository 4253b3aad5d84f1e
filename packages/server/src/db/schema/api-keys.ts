import type { Role } from '@conque/domain/permissions/roles';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments, profiles } from './accounts';

// A key is its own credential. Only the SHA-256 of its 32-byte random secret is
// kept (decision 124); `prefix` is the visible, unique part that finds the row. `creator_role` is
// the role it was created under: the key stops working once its creator no longer has it.
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique('api_keys_prefix_key'),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    creatorRole: text('creator_role').$type<Role>().notNull(),
    // Null for the lab's keys (a préparateur's); the manager's establishment otherwise.
    establishmentId: uuid('establishment_id').references(() => establishments.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_keys_created_by_idx').on(t.createdBy)],
);
