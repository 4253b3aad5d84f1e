import type { NewPriceListVersion, PriceListView } from '@conque/domain/pricing/price-list-versions';
import { queryKeys } from '@/api/query-keys';
import {
  useCreateSettingsVersion,
  useVersionedSettings,
  type VersionedSettingsEndpoint,
} from '@/lib/versioned-settings';

export const PRICE_LIST_LOAD_FAILED = 'Impossible de charger les tarifs';

// The list in force (the wizard's prices) lives under priceList.all too.
const PRICE_LIST: VersionedSettingsEndpoint = {
  path: '/price-list',
  keys: queryKeys.priceList,
  loadFailed: PRICE_LIST_LOAD_FAILED,
};

/** GET /api/price-list: the list in force and every version (preparators). */
export const usePriceListVersions = () => useVersionedSettings<PriceListView>(PRICE_LIST);

/** POST /api/price-list: a new version; the versions and the list in force are read again. */
export const useCreatePriceListVersion = () => useCreateSettingsVersion<NewPriceListVersion>(PRICE_LIST);
