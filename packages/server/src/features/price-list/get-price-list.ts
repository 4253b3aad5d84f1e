import { type Actor, can } from '@conque/domain/permissions/can';
import type { PriceList } from '@conque/domain/pricing/price-list';
import type { PriceListView } from '@conque/domain/pricing/price-list-versions';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { readPriceList } from '../orders/order-pricing';
import { priceListStore } from './price-list-store';

/**
 * The "Tarifs" page: the list in force and every version (past, current and
 * coming), newest effective date first, with who wrote it and when; for preparators.
 */
export const getPriceList = (deps: Deps, actor: Actor): Promise<PriceListView> => {
  if (!can(actor, 'price_list.manage')) throw AppError.forbidden();
  return priceListStore.versions(deps.db, deps.now());
};

/** The list in force, for the wizard's labels and preview (any signed-in person: prices are no secret). */
export const getCurrentPriceList = (deps: Deps, actor: Actor): Promise<PriceList> => {
  if (!can(actor, 'price_list.view_current')) throw AppError.forbidden();
  return readPriceList(deps.db, deps.now());
};
