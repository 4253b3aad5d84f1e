import { type Actor, can } from '@conque/domain/permissions/can';
import { type NewPlanningVersion, PLANNING_MESSAGES } from '@conque/domain/planning/planning-settings';
import { formatParis, parisTime } from '@conque/domain/shared/paris-time';
import { eq, sql } from 'drizzle-orm';
import { planningVersions, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';

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
  const [year, month, day] = input.effective_from.split('-').map(Number) as [number, number, number];
  const effectiveFrom = parisTime(year, month, day);
  if (formatParis(effectiveFrom, 'yyyy-MM-dd') !== input.effective_from)
    throw AppError.badRequest(`Date d'effet : ${PLANNING_MESSAGES.invalidDate}`, 'effective_from');
  if (input.effective_from < formatParis(deps.now(), 'yyyy-MM-dd'))
    throw AppError.badRequest(`Date d'effet : ${PLANNING_MESSAGES.pastDate}`, 'effective_from');

  const [profile] = await deps.db
    .select({
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email})`,
    })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  const [row] = await deps.db
    .insert(planningVersions)
    .values({
      effectiveFrom,
      settings: input.settings,
      createdBy: actor.id,
      createdByName: profile?.name ?? 'Préparateur',
      createdAt: deps.now(),
    })
    .returning({ id: planningVersions.id });
  if (!row) throw new Error('planning version not inserted');
  return { id: row.id };
};
