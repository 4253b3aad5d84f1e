import { type Actor, can } from '@conque/domain/permissions/can';
import type { PlanningQuote, PlanningQuoteQuery, PlanningView } from '@conque/domain/planning/api-types';
import { addCalendarDays } from '@conque/domain/planning/calendar-day';
import { frenchPublicHolidays } from '@conque/domain/planning/french-holidays';
import { deliveryWindow } from '@conque/domain/planning/promised-date';
import { parisDay } from '@conque/domain/shared/paris-time';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { promisedDayWithRoom } from './promise-with-capacity';
import { planningStore, readPlanning } from './read-planning';

/**
 * The « Planning » page: the settings in force, every version (newest effective day
 * first, with who wrote it), and the public holidays of the coming year, which the lab cannot change.
 */
export const getPlanning = async (deps: Deps, actor: Actor): Promise<PlanningView> => {
  if (!can(actor, 'planning.manage')) throw AppError.forbidden();
  const now = deps.now();
  const today = parisDay(now);
  const inAYear = addCalendarDays(today, 366);
  const year = Number(today.slice(0, 4));
  return {
    ...(await planningStore.versions(deps.db, now)),
    holidays: [...frenchPublicHolidays(year), ...frenchPublicHolidays(year + 1)].filter(
      (holiday) => holiday.day >= today && holiday.day < inAYear,
    ),
  };
};

/**
 * The day an order of this type and delivery would be promised if validated now (the wizard's
 * summary), the lab's capacity counted as validation counts it (decision 143).
 */
export const quotePromisedDate = async (
  deps: Deps,
  actor: Actor,
  query: PlanningQuoteQuery,
): Promise<PlanningQuote> => {
  if (!can(actor, 'planning.quote')) throw AppError.forbidden();
  const now = deps.now();
  const settings = await readPlanning(deps.db, now);
  const shipOn = await promisedDayWithRoom(deps.db, { validatedAt: now, ...query, settings });
  return { ship_on: shipOn, delivery: deliveryWindow(shipOn, query.shippingMethod) };
};
