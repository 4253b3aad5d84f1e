import type { PriceList } from '@conque/domain/pricing/price-list';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

// docs/design.md §5.5: one counter per year, taken with INSERT … ON CONFLICT DO UPDATE … RETURNING inside the
// validation transaction. The row lock serialises validations of a year, so two never share a number,
// and a rolled-back validation gives its number back (no number is ever given twice).
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

// docs/design.md §5.8: the lab's price list in versions, never edited: the one in force
// at an instant is the latest whose effective date has come (ties: the latest written). The
// migration made the first version from the single row of before (effective since 1970). An order
// keeps the prices computed when it was saved.
export const priceListVersions = pgTable(
  'price_list_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Paris midnight of the chosen day.
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    prices: jsonb('prices').$type<PriceList>().notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_list_versions_effective_idx').on(t.effectiveFrom.desc(), t.createdAt.desc())],
);
