import type { ShippingMethod } from '../catalogue/shipping-methods';

// Spec 001 §9 and docs/design.md §5.9: up to 3 orders shipped together pay shipping once; on the invoice each
// order of a group after the first carries this discount, which is the shipping it paid, VAT included
// (8.00 + 20 % and 22.00 + 20 %). Kept as the spec's figures: an invoice repeats them as written.
export const GROUPED_SHIPPING_DISCOUNT_TTC: Record<ShippingMethod, number> = {
  standard: 960,
  express: 2640,
  pickup: 0,
};

export const GROUPED_SHIPPING_DISCOUNT_LABEL = 'Remise expédition groupée';

/** docs/design.md §5.9: at most 3 orders in a shipping group. */
export const MAX_ORDERS_PER_SHIPPING_GROUP = 3;
