import type { LabStatistics } from '@conque/domain/statistics/statistics';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

// Decision 123: the lab's « Statistiques » for each period, as last computed by the
// refresh-lab-statistics job, which the endpoint answers while it is a few minutes old at most.
export const labStatisticsSnapshots = pgTable('lab_statistics_snapshots', {
  months: integer('months').primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  body: jsonb('body').$type<LabStatistics>().notNull(),
});
