import { type Actor, can } from '@conque/domain/permissions/can';
import { priceListFromFlat } from '@conque/domain/pricing/price-items';
import { DEFAULT_PRICE_LIST } from '@conque/domain/pricing/price-list';
import { type NewPriceListVersion, PRICE_LIST_MESSAGES } from '@conque/domain/pricing/price-list-versions';
import { priceListVersions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { authorName, versionStart } from './version-start';

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
  const effectiveFrom = versionStart(deps, input.effective_from, PRICE_LIST_MESSAGES);
  const [row] = await deps.db
    .insert(priceListVersions)
    .values({
      effectiveFrom,
      prices: priceListFromFlat(input.prices, DEFAULT_PRICE_LIST),
      createdBy: actor.id,
      createdByName: await authorName(deps.db, actor.id),
      createdAt: deps.now(),
    })
    .returning({ id: priceListVersions.id });
  if (!row) throw new Error('price list version not inserted');
  return { id: row.id };
};
