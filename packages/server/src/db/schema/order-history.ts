import type { OrderEventKind } from '@conque/domain/orders/order-events';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { apiKeys } from './api-keys';
import { orders } from './orders';

// Written in the same transaction as the change it records; never updated.
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Null for the system (the monthly invoice job) or an account deleted since.
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    // Who it was, as shown then ("Marie Durand (Préparateur)"): the timeline needs no join.
    actorName: text('actor_name').notNull(),
    // Done « via l'API » with this key (its name copied, as the actor's is).
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    apiKeyName: text('api_key_name'),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_id_created_at_idx').on(t.orderId, t.createdAt),
    check(
      'order_events_kind_check',
      sql`${t.kind} in ('created', 'validated', 'status_changed', 'shipping_method_changed', 'stl_file_added', 'stl_file_removed', 'content_changed', 'invoiced', 'credited', 'remake_requested', 'impression_requested', 'impression_sent', 'impression_request_withdrawn', 'promised_date_changed', 'production_step_reached', 'quality_control_passed', 'quality_control_failed')`,
    ),
  ],
);
