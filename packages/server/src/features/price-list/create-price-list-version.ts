import { type Actor, can } from '@conque/domain/permissions/can';
import { priceListFromFlat } from '@conque/domain/pricing/price-items';
import { DEFAULT_PRICE_LIST } from '@conque/domain/pricing/price-list';
import type { NewPriceListVersion } from '@conque/domain/pricing/price-list-versions';
import type { CreatedVersion } from '@conque/domain/shared/versioned-settings';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { priceListStore } from './price-list-store';

/**
 * A new version of the list, in force from Paris midnight of `effective_from`
 * (today or later: an order already priced keeps its prices, and a past date would rewrite what the
 * drafts of those days were shown). Never an edit of a version: the older ones stay readable. Who
 * wrote it is copied from the profile.
 */
export const createPriceListVersion = async (
  deps: Deps,
  actor: Actor,
  input: NewPriceListVersion,
): Promise<CreatedVersion> => {
  if (!can(actor, 'price_list.manage')) throw AppError.forbidden();
  return priceListStore.create(
    deps,
    actor.id,
    input.effective_from,
    priceListFromFlat(input.prices, DEFAULT_PRICE_LIST),
  );
};
