import type { PlanningSettings } from '@conque/domain/planning/planning-settings';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

// The lab's planning in versions, like the price list (decision 64): in force from
// Paris midnight of a chosen day, never edited; none means the defaults (DEFAULT_PLANNING).
export const planningVersions = pgTable(
  'planning_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    settings: jsonb('settings').$type<PlanningSettings>().notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('planning_versions_effective_idx').on(t.effectiveFrom.desc(), t.createdAt.desc())],
);
