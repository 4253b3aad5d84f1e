import { type Actor, can } from '@conque/domain/permissions/can';
import type { NewPlanningVersion } from '@conque/domain/planning/planning-settings';
import type { CreatedVersion } from '@conque/domain/shared/versioned-settings';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { planningStore } from './read-planning';

/**
 * A new version of the planning, in force from Paris midnight of `effective_from`
 * (today or later), as the price list's (decision 64): never an edit, the older versions stay
 * readable, and the orders already validated keep the date they were promised.
 */
export const createPlanningVersion = async (
  deps: Deps,
  actor: Actor,
  input: NewPlanningVersion,
): Promise<CreatedVersion> => {
  if (!can(actor, 'planning.manage')) throw AppError.forbidden();
  return planningStore.create(deps, actor.id, input.effective_from, input.settings);
};
