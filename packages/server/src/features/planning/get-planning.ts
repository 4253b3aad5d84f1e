import { type Actor, can } from '@conque/domain/permissions/can';
import type { PlanningQuote, PlanningQuoteQuery, PlanningView } from '@conque/domain/planning/api-types';
import { addCalendarDays } from '@conque/domain/planning/calendar-day';
import { frenchPublicHolidays } from '@conque/domain/planning/french-holidays';
import { deliveryWindow, promisedShipDay } from '@conque/domain/planning/promised-date';
import { formatParis, parisDay } from '@conque/domain/shared/paris-time';
import { desc } from 'drizzle-orm';
import { planningVersions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { readableSettings, readPlanning } from './read-planning';

/**
 * Issue 25 item 1, the « Planning » page: the settings in force, every version (newest effective day
 * first, with who wrote it), and the public holidays of the coming year, which the lab cannot change.
 */
export const getPlanning = async (deps: Deps, actor: Actor): Promise<PlanningView> => {
  if (!can(actor, 'planning.manage')) throw AppError.forbidden();
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(planningVersions)
    .orderBy(desc(planningVersions.effectiveFrom), desc(planningVersions.createdAt));
  const currentId = rows.find((row) => row.effectiveFrom <= now)?.id;
  const today = parisDay(now);
  const inAYear = addCalendarDays(today, 366);
  const year = Number(today.slice(0, 4));
  return {
    current: await readPlanning(deps.db, now),
    versions: rows.map((row) => ({
      id: row.id,
      effective_from: formatParis(row.effectiveFrom, 'yyyy-MM-dd'),
      settings: readableSettings(row.settings),
      created_by_name: row.createdByName,
      created_at: row.createdAt.toISOString(),
      current: row.id === currentId,
    })),
    holidays: [...frenchPublicHolidays(year), ...frenchPublicHolidays(year + 1)].filter(
      (holiday) => holiday.day >= today && holiday.day < inAYear,
    ),
  };
};

/** The day an order of this type and delivery would be promised if validated now (the wizard's summary). */
export const quotePromisedDate = async (
  deps: Deps,
  actor: Actor,
  query: PlanningQuoteQuery,
): Promise<PlanningQuote> => {
  if (!can(actor, 'planning.quote')) throw AppError.forbidden();
  const now = deps.now();
  const settings = await readPlanning(deps.db, now);
  const shipOn = promisedShipDay({ validatedAt: now, ...query, settings });
  return { ship_on: shipOn, delivery: deliveryWindow(shipOn, query.shippingMethod) };
};
