import type { PlanningView } from '@conque/domain/planning/api-types';
import type { NewPlanningVersion } from '@conque/domain/planning/planning-settings';
import { queryKeys } from '@/api/query-keys';
import {
  useCreateSettingsVersion,
  useVersionedSettings,
  type VersionedSettingsEndpoint,
} from '@/lib/versioned-settings';

export const PLANNING_LOAD_FAILED = 'Impossible de charger le planning';

// The quotes live under planning.all too: a new version moves the dates the wizard promises.
const PLANNING: VersionedSettingsEndpoint = {
  path: '/planning',
  keys: queryKeys.planning,
  loadFailed: PLANNING_LOAD_FAILED,
};

/** GET /api/planning (préparateurs): the settings in force, every version, the holidays. */
export const usePlanningVersions = () => useVersionedSettings<PlanningView>(PLANNING);

/** POST /api/planning: a new version; the versions and every quote are read again. */
export const useCreatePlanningVersion = () => useCreateSettingsVersion<NewPlanningVersion>(PLANNING);
