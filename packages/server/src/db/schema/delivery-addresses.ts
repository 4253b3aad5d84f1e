import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { establishments } from './accounts';

// Spec 001 §3 "Delivery address". The partial unique index is what guarantees one default per
// establishment, whatever two managers do at once; the use cases keep exactly one while any exist.
export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_addresses_establishment_id_idx').on(t.establishmentId),
    uniqueIndex('delivery_addresses_one_default_idx').on(t.establishmentId).where(sql`is_default`),
    check('delivery_addresses_postal_code_check', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);
