import { type Actor, can } from '@conque/domain/permissions/can';
import { flatPrices } from '@conque/domain/pricing/price-items';
import { DEFAULT_PRICE_LIST, type PriceList, priceListSchema } from '@conque/domain/pricing/price-list';
import type { PriceListView } from '@conque/domain/pricing/price-list-versions';
import { formatParis } from '@conque/domain/shared/paris-time';
import { desc } from 'drizzle-orm';
import { priceListVersions } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { readPriceList } from '../orders/order-pricing';

const readable = (prices: unknown): PriceList => {
  const parsed = priceListSchema.safeParse(prices);
  return parsed.success ? parsed.data : DEFAULT_PRICE_LIST;
};

/**
 * Issue 12 item 4, the "Tarifs" page: the list in force and every version (past, current and
 * coming), newest effective date first, with who wrote it and when; for preparators.
 */
export const getPriceList = async (deps: Deps, actor: Actor): Promise<PriceListView> => {
  if (!can(actor, 'price_list.manage')) throw AppError.forbidden();
  const now = deps.now();
  const rows = await deps.db
    .select()
    .from(priceListVersions)
    .orderBy(desc(priceListVersions.effectiveFrom), desc(priceListVersions.createdAt));
  const currentId = rows.find((row) => row.effectiveFrom <= now)?.id;
  return {
    current: flatPrices(await readPriceList(deps.db, now)),
    versions: rows.map((row) => ({
      id: row.id,
      effective_from: formatParis(row.effectiveFrom, 'yyyy-MM-dd'),
      prices: flatPrices(readable(row.prices)),
      created_by_name: row.createdByName,
      created_at: row.createdAt.toISOString(),
      current: row.id === currentId,
    })),
  };
};

/** The list in force, for the wizard's labels and preview (any signed-in person: prices are no secret). */
export const getCurrentPriceList = (deps: Deps, actor: Actor): Promise<PriceList> => {
  if (!can(actor, 'price_list.view_current')) throw AppError.forbidden();
  return readPriceList(deps.db, deps.now());
};
