import { EAR_SIDE_LABELS } from '../catalogue/ear-sides';
import { type ShippingMethod, shippingMethodOf } from '../catalogue/shipping-methods';
import type { OrderPrices } from '../pricing/order-prices';
import {
  GROUPED_SHIPPING_DISCOUNT_LABEL,
  GROUPED_SHIPPING_DISCOUNT_TTC,
} from '../pricing/shipping-discounts';
import { VAT_RATES_BP } from '../pricing/vat';
import type { InvoiceLine } from './invoice-line';

/** What an invoice needs of one order: its number, patient, stored prices and place in a shipping group. */
export type InvoicedOrder = {
  orderId: string;
  orderNumber: string;
  patientName: string;
  shippingMethod: ShippingMethod;
  /** details.prices as stored when the order was validated (docs/design.md §5.8). */
  prices: OrderPrices;
  /**
   * docs/design.md §5.9: the order shipped with another order's parcel (shared_shipping_group points to the
   * group's leader); the leader pays the shipping, every other order of the group gets it back.
   */
  groupedWithLeader: boolean;
};

const BASIS = 10_000;

/**
 * The grouped-shipping discount excluding VAT: the spec's TTC figure (9,60 € / 26,40 €) without the
 * shipping rate's 20 %, which gives whole cents (−8,00 € / −22,00 €).
 */
export const groupedShippingDiscountHT = (method: ShippingMethod): number => {
  const ttc = GROUPED_SHIPPING_DISCOUNT_TTC[method];
  const ht = (ttc * BASIS) / (BASIS + VAT_RATES_BP.shipping);
  if (!Number.isInteger(ht)) throw new RangeError(`discount ${ttc} has no whole HT amount`);
  return -ht;
};

export const shippingLineLabel = (method: ShippingMethod): string => {
  const entry = shippingMethodOf(method);
  return entry ? `Livraison ${entry.name} (${entry.label})` : 'Livraison';
};

/**
 * docs/design.md §5.11: the lines of one order, in the order the invoice prints them: its products (and
 * transfer fees, which the stored prices list with them), its shipping, then the grouped-shipping
 * discount. Amounts are the order's own, as validated: a later price-list change rewrites nothing.
 */
export const invoiceLinesOfOrder = (order: InvoicedOrder): InvoiceLine[] => {
  const base = { orderId: order.orderId, orderNumber: order.orderNumber, patientName: order.patientName };
  const lines: InvoiceLine[] = order.prices.items.map((item) => ({
    ...base,
    label: item.ear ? `${item.label} – ${EAR_SIDE_LABELS[item.ear]}` : item.label,
    quantity: item.quantity,
    totalHT: item.totalPrice,
    vatRate: 'products',
  }));
  if (order.prices.shippingHT > 0) {
    lines.push({
      ...base,
      label: shippingLineLabel(order.shippingMethod),
      quantity: 1,
      totalHT: order.prices.shippingHT,
      vatRate: 'shipping',
    });
  }
  const discount = order.groupedWithLeader ? groupedShippingDiscountHT(order.shippingMethod) : 0;
  if (discount !== 0) {
    lines.push({
      ...base,
      label: GROUPED_SHIPPING_DISCOUNT_LABEL,
      quantity: 1,
      totalHT: discount,
      vatRate: 'shipping',
    });
  }
  return lines;
};
