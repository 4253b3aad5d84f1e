import { type Actor, can } from '@conque/domain/permissions/can';
import { type NewPlanningVersion, PLANNING_MESSAGES } from '@conque/domain/planning/planning-settings';
import { planningVersions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { authorName, versionStart } from '../price-list/version-start';

/**
 * Issue 25 item 1: a new version of the planning, in force from Paris midnight of `effective_from`
 * (today or later), as the price list's (decision 64): never an edit, the older versions stay
 * readable, and the orders already validated keep the date they were promised.
 */
export const createPlanningVersion = async (
  deps: Deps,
  actor: Actor,
  input: NewPlanningVersion,
): Promise<{ id: string }> => {
  if (!can(actor, 'planning.manage')) throw AppError.forbidden();
  const effectiveFrom = versionStart(deps, input.effective_from, PLANNING_MESSAGES);
  const [row] = await deps.db
    .insert(planningVersions)
    .values({
      effectiveFrom,
      settings: input.settings,
      createdBy: actor.id,
      createdByName: await authorName(deps.db, actor.id),
      createdAt: deps.now(),
    })
    .returning({ id: planningVersions.id });
  if (!row) throw new Error('planning version not inserted');
  return { id: row.id };
};
