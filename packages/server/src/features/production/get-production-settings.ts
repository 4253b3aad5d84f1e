import { type Actor, can } from '@conque/domain/permissions/can';
import type { ProductionSettingsView } from '@conque/domain/production/api-types';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { productionStore } from './read-production';

/** The « Étapes de fabrication » page: the steps and checklist in force and every version. */
export const getProductionSettings = async (deps: Deps, actor: Actor): Promise<ProductionSettingsView> => {
  if (!can(actor, 'production.manage')) throw AppError.forbidden();
  return productionStore.versions(deps.db, deps.now());
};
