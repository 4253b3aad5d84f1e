import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';

// `Idempotency-Key` on every POST of /api/v1, as Stripe does. The first response
// is kept for 24 h per key and credential and replayed; the request's hash tells a different body
// (409). A row without a status is a request still running (a second one answers 409 meanwhile).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
