import type { WebhookEventType } from '@conque/domain/webhooks/webhook-events';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments, profiles } from './accounts';

// Where the lab (no establishment: every establishment's events) or an
// establishment (its own orders' events) wants the events it chose posted.
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    establishmentId: uuid('establishment_id').references(() => establishments.id, { onDelete: 'cascade' }),
    // Who is e-mailed when it is disabled for failing; null once that account is deleted.
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    // `whsec_…`, sealed with the MFA key (auth/mfa/secret-box.ts) and bound to the endpoint's id.
    secret: text('secret').notNull(),
    // The secret a rotation replaced: it still signs beside the new one until it expires (24 h).
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason').$type<'manual' | 'failing'>(),
    // The first failure since the last success: 3 days of failures disable the endpoint.
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_establishment_id_idx').on(t.establishmentId),
    check('webhook_endpoints_disabled_reason_check', sql`${t.disabledReason} in ('manual', 'failing')`),
  ],
);

// One event for one endpoint, written by the triggers of the migration in the event's transaction;
// a job (`deliver-webhook`) per try carries it to the endpoint.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    // The body sent, as written: { type, timestamp, data: { ids } }. Never patient data.
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_id_created_at_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

// The delivery log an endpoint's owner reads: one row per try.
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    response: text('response').notNull().default(''),
  },
  (t) => [
    index('webhook_attempts_endpoint_id_at_idx').on(t.endpointId, t.at),
    index('webhook_attempts_delivery_id_idx').on(t.deliveryId),
  ],
);
