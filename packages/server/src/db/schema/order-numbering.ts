import type { PriceList } from '@conque/domain/pricing/price-list';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

// DESIGN §5.5: one counter per year, taken with INSERT … ON CONFLICT DO UPDATE … RETURNING inside the
// validation transaction. The row lock serialises validations of a year, so two never share a number,
// and a rolled-back validation gives its number back (no number is ever given twice).
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

// DESIGN §5.8: the lab's current price list, one row (id 1), seeded by the migration with
// DEFAULT_PRICE_LIST and editable later. An order keeps the prices computed from it when saved.
export const priceList = pgTable(
  'price_list',
  {
    id: smallint('id').primaryKey().default(1),
    prices: jsonb('prices').$type<PriceList>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('price_list_single_row_check', sql`${t.id} = 1`)],
);
