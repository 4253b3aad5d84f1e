import type { OrderStatus } from '@conque/domain/orders/statuses';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments, profiles } from './accounts';

// As far as the account area needs it (the draft count); the ordering issue completes the order.
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => profiles.id),
    status: text('status').$type<OrderStatus>().notNull().default('draft'),
    patientFirstName: text('patient_first_name').notNull().default(''),
    patientLastName: text('patient_last_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_by_status_idx').on(t.createdBy, t.status),
    index('orders_establishment_id_created_at_idx').on(t.establishmentId, t.createdAt),
  ],
);
