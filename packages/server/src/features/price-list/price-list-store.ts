import { flatPrices } from '@conque/domain/pricing/price-items';
import { DEFAULT_PRICE_LIST, priceListSchema } from '@conque/domain/pricing/price-list';
import { PRICE_LIST_MESSAGES } from '@conque/domain/pricing/price-list-versions';
import { priceListVersions } from '../../db/schema/index';
import { versionedSettings } from '../versioned-settings/versioned-settings';

/**
 * The lab's price list in versions (decision 64), stored nested as pricing reads it
 * and answered flat, one price per item key, as the « Tarifs » form edits it.
 */
export const priceListStore = versionedSettings({
  table: priceListVersions,
  column: 'prices',
  schema: priceListSchema,
  defaults: DEFAULT_PRICE_LIST,
  view: flatPrices,
  messages: PRICE_LIST_MESSAGES,
});
