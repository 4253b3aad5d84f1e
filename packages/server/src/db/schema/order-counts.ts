import type { OrderStatus } from '@conque/domain/orders/statuses';
import { bigint, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { establishments } from './accounts';

// The order lists' totals without counting (spec 001 §7 "select with exact count"):
// how many listed orders (never drafts) each establishment has in each status, and, on the rows
// whose establishment_id is null, all establishments together (the preparator's list). Kept by the
// triggers of migration 0007 in the transaction of every insert, delete or status change of an
// order, whoever writes it (use cases, seeds, the CLI, SQL by hand): never by application code.
export const orderCounts = pgTable(
  'order_counts',
  {
    establishmentId: uuid('establishment_id').references(() => establishments.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  // NULLS NOT DISTINCT: the all-establishments row of a status is one row, which ON CONFLICT finds.
  (t) => [unique('order_counts_scope_status_key').on(t.establishmentId, t.status).nullsNotDistinct()],
);
