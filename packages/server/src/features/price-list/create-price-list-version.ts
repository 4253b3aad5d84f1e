import { type Actor, can } from '@conque/domain/permissions/can';
import { priceListFromFlat } from '@conque/domain/pricing/price-items';
import { DEFAULT_PRICE_LIST } from '@conque/domain/pricing/price-list';
import { type NewPriceListVersion, PRICE_LIST_MESSAGES } from '@conque/domain/pricing/price-list-versions';
import { formatParis, parisTime } from '@conque/domain/shared/paris-time';
import { eq, sql } from 'drizzle-orm';
import { priceListVersions, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';

/**
 * Issue 12 item 4: a new version of the list, in force from Paris midnight of `effective_from`
 * (today or later: an order already priced keeps its prices, and a past date would rewrite what the
 * drafts of those days were shown). Never an edit of a version: the older ones stay readable. Who
 * wrote it is copied from the profile.
 */
export const createPriceListVersion = async (
  deps: Deps,
  actor: Actor,
  input: NewPriceListVersion,
): Promise<{ id: string }> => {
  if (!can(actor, 'price_list.manage')) throw AppError.forbidden();
  const [year, month, day] = input.effective_from.split('-').map(Number) as [number, number, number];
  const effectiveFrom = parisTime(year, month, day);
  if (formatParis(effectiveFrom, 'yyyy-MM-dd') !== input.effective_from)
    throw AppError.badRequest(`Date d'effet : ${PRICE_LIST_MESSAGES.invalidDate}`, 'effective_from');
  if (input.effective_from < formatParis(deps.now(), 'yyyy-MM-dd'))
    throw AppError.badRequest(`Date d'effet : ${PRICE_LIST_MESSAGES.pastDate}`, 'effective_from');

  const [profile] = await deps.db
    .select({
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email})`,
    })
    .from(profiles)
    .where(eq(profiles.id, actor.id));
  const [row] = await deps.db
    .insert(priceListVersions)
    .values({
      effectiveFrom,
      prices: priceListFromFlat(input.prices, DEFAULT_PRICE_LIST),
      createdBy: actor.id,
      createdByName: profile?.name ?? 'Préparateur',
      createdAt: deps.now(),
    })
    .returning({ id: priceListVersions.id });
  if (!row) throw new Error('price list version not inserted');
  return { id: row.id };
};
