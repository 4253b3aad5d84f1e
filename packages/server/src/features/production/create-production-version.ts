import { type Actor, can } from '@conque/domain/permissions/can';
import type { NewProductionVersion } from '@conque/domain/production/production-settings';
import type { CreatedVersion } from '@conque/domain/shared/versioned-settings';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { productionStore } from './read-production';

/**
 * A new version of the steps and checklist from Paris midnight of `effective_from` (today or later),
 * never an edit (decision 64). An order at a step the new version drops reads as at its first step.
 */
export const createProductionVersion = async (
  deps: Deps,
  actor: Actor,
  input: NewProductionVersion,
): Promise<CreatedVersion> => {
  if (!can(actor, 'production.manage')) throw AppError.forbidden();
  return productionStore.create(deps, actor.id, input.effective_from, input.settings);
};
