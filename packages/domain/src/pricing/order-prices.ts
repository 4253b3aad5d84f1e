import { z } from 'zod';
import { EAR_SIDES } from '../catalogue/ear-sides';

// Spec 001 §3 details.prices, all money in integer cents (CONVENTIONS). `items` are the products and
// the transfer fees (both at the products' VAT rate); shipping has its own fields, as in the spec.
export const priceItemSchema = z.object({
  /** French label of the line, e.g. "Embout classique", "Fil d'extraction", "Étui". */
  label: z.string(),
  /** The ear a line belongs to; null for the lines of the whole order (case, transfer fees). */
  ear: z.enum(EAR_SIDES).nullable(),
  quantity: z.number().int().nonnegative(),
  /** Cents, excluding VAT, for the whole quantity. */
  totalPrice: z.number().int(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

export const orderPricesSchema = z.object({
  items: z.array(priceItemSchema),
  productsHT: z.number().int(),
  tvaProduits: z.number().int(),
  shippingHT: z.number().int(),
  tvaShipping: z.number().int(),
  totalTTC: z.number().int(),
});
export type OrderPrices = z.infer<typeof orderPricesSchema>;
