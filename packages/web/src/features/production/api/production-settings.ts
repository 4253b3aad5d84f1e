import type { ProductionSettingsView } from '@conque/domain/production/api-types';
import type { NewProductionVersion } from '@conque/domain/production/production-settings';
import { queryKeys } from '@/api/query-keys';
import {
  useCreateSettingsVersion,
  useVersionedSettings,
  type VersionedSettingsEndpoint,
} from '@/lib/versioned-settings';

export const PRODUCTION_LOAD_FAILED = 'Impossible de charger les étapes de fabrication';

const PRODUCTION: VersionedSettingsEndpoint = {
  path: '/production-settings',
  keys: queryKeys.productionSettings,
  loadFailed: PRODUCTION_LOAD_FAILED,
};

/** GET /api/production-settings (préparateurs): the steps and checklist in force, every version. */
export const useProductionVersions = () => useVersionedSettings<ProductionSettingsView>(PRODUCTION);

/** POST /api/production-settings: a new version. */
export const useCreateProductionVersion = () => useCreateSettingsVersion<NewProductionVersion>(PRODUCTION);
