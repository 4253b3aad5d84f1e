import {
  DEFAULT_PLANNING,
  type PlanningSettings,
  planningSettingsSchema,
} from '@conque/domain/planning/planning-settings';
import { desc, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { planningVersions } from '../../db/schema/index';

/** A stored version's settings, or the defaults if unreadable (a planning never blocks an order). */
export const readableSettings = (settings: unknown): PlanningSettings => {
  const parsed = planningSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : DEFAULT_PLANNING;
};

/**
 * Issue 25 item 1: the planning in force at `at`, the latest version whose effective day has come
 * (ties: the latest written), as readPriceList does for prices (decision 64); none: the defaults.
 */
export const readPlanning = async (db: Executor, at: Date): Promise<PlanningSettings> => {
  const [row] = await db
    .select({ settings: planningVersions.settings })
    .from(planningVersions)
    .where(lte(planningVersions.effectiveFrom, at))
    .orderBy(desc(planningVersions.effectiveFrom), desc(planningVersions.createdAt))
    .limit(1);
  return row ? readableSettings(row.settings) : DEFAULT_PLANNING;
};
