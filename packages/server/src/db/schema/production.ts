import type { ChecklistItem, ProductionSettings } from '@conque/domain/production/production-settings';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishments, profiles } from './accounts';
import { orders } from './orders';

// The lab's steps and quality-control checklist in versions, like the planning (decisions 99 and
// 141): in force from Paris midnight of a chosen day, never edited; none means DEFAULT_PRODUCTION.
export const productionVersions = pgTable(
  'production_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    settings: jsonb('settings').$type<ProductionSettings>().notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('production_versions_effective_idx').on(t.effectiveFrom.desc(), t.createdAt.desc())],
);

// The `Idempotency-Key` of each step change and quality control (decision 141): the answer given,
// replayed to the same person for the same request; written in the change's own transaction, so a
// key is kept exactly when its change was. Pruned daily after PRODUCTION_REQUEST_DAYS.
export const productionRequests = pgTable(
  'production_requests',
  {
    key: uuid('key').primaryKey(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('production_requests_created_at_idx').on(t.createdAt)],
);

// Each failed quality control: the points that failed (as labelled then), the step the order went
// back to and why. « Causes de reprise » counts the points (decision 141).
export const qualityControlFailures = pgTable(
  'quality_control_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    establishmentId: uuid('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    failedItems: jsonb('failed_items').$type<ChecklistItem[]>().notNull(),
    returnToStep: text('return_to_step').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quality_control_failures_created_at_idx').on(t.createdAt)],
);
