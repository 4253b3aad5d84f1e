import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import type { DeviceStatementContent } from '@conque/domain/orders/device-statement';
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

// The statement for custom-made devices (decision 144): one row per ear tip, written with its
// content in the transaction that ships the order, its PDF stored by a job in bucket order_pdfs.
// Kept at least ten years after shipment (Annex XIII section 4): nothing prunes these rows or their
// files, and they outlive the order (its number is kept here), whose patient they never name.
export const deviceStatements = pgTable(
  'device_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    ear: text('ear').$type<EarSide>().notNull(),
    content: jsonb('content').$type<DeviceStatementContent>().notNull(),
    // `order_pdfs` key of the PDF; null until the job (or the first download) has stored it.
    fileKey: text('file_key'),
    declaredAt: timestamp('declared_at', { withTimezone: true }).notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('device_statements_order_number_ear_key').on(t.orderNumber, t.ear),
    index('device_statements_order_id_idx').on(t.orderId),
  ],
);
