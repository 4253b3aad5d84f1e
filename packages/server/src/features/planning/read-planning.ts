import {
  DEFAULT_PLANNING,
  PLANNING_MESSAGES,
  type PlanningSettings,
  planningSettingsSchema,
} from '@conque/domain/planning/planning-settings';
import type { Executor } from '../../db/client';
import { planningVersions } from '../../db/schema/index';
import { versionedSettings } from '../versioned-settings/versioned-settings';

/** The lab's planning in versions, as the price list's (decisions 64 and 99); none: the defaults. */
export const planningStore = versionedSettings({
  table: planningVersions,
  column: 'settings',
  schema: planningSettingsSchema,
  defaults: DEFAULT_PLANNING,
  view: (settings: PlanningSettings) => settings,
  messages: PLANNING_MESSAGES,
});

/** The planning in force at `at`, which a planning that no longer reads never blocks. */
export const readPlanning = (db: Executor, at: Date): Promise<PlanningSettings> =>
  planningStore.current(db, at);
