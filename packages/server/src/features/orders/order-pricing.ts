import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { TransferMethod } from '@conque/domain/catalogue/transfer-methods';
import type { OrderDetails } from '@conque/domain/orders/details-schema';
import { REMAKE_REASON_LABELS, type RemakeReason } from '@conque/domain/orders/remakes';
import { computeOrderPrices } from '@conque/domain/pricing/compute-order-prices';
import type { OrderPrices } from '@conque/domain/pricing/order-prices';
import type { PriceList } from '@conque/domain/pricing/price-list';
import { applyRemakeTerms, type RemakeTerms } from '@conque/domain/pricing/remake-policy';
import type { Executor } from '../../db/client';
import { priceListStore } from '../price-list/price-list-store';

/**
 * docs/design.md §5.8: the list in force at `at`, the latest version whose effective
 * date has come. None, or an unreadable one, falls back to the defaults, so that the list can never
 * block an order from being saved.
 */
export const readPriceList = (db: Executor, at: Date): Promise<PriceList> => priceListStore.current(db, at);

export type PricedFields = {
  details: OrderDetails | null;
  shippingMethod: ShippingMethod;
  transferMethod: TransferMethod | null;
  /** Spec 001 §9: Natus and Decrypt files are billed per file, counted on the order's stored list. */
  stlFileCount: number;
  /** A remake's reason line, and its zero prices when the warranty covers it. */
  remake?: RemakeTerms | null;
};

/** The remake terms an order's row carries (null for an order that remakes nothing). */
export const remakeTermsOf = (row: {
  remakeReason: RemakeReason | null;
  remakeFree: boolean;
}): RemakeTerms | null =>
  row.remakeReason ? { reasonLabel: REMAKE_REASON_LABELS[row.remakeReason], free: row.remakeFree } : null;

/** The prices the server stores on an order (never the client's: details schemas drop `prices`). */
export const priceOrder = (fields: PricedFields, prices: PriceList): OrderPrices =>
  applyRemakeTerms(
    computeOrderPrices(fields.details, fields.shippingMethod, {
      transferMethod: fields.transferMethod,
      transferFileCount: fields.stlFileCount,
      priceList: prices,
    }),
    fields.remake,
  );
