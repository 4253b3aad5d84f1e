import { z } from 'zod';
import { BRAND_VALUES } from '../catalogue/brand-lookup';
import { PRODUCT_TYPE_VALUES, PROTECTIVE_DOMAIN_VALUES } from '../catalogue/protective';
import type { OrderPrices } from '../pricing/order-prices';
import { classicEarSchema, protectiveEarSchema, remoteEarSchema } from './ear-schemas';
import { ORDER_MESSAGES } from './messages';

// Spec 001 §3 `details`, one shape per type. Keys of another type (a brand on a classic order) and
// `prices` are dropped when parsing: spec §4 "selecting a type resets details to only that type",
// and prices are always computed by the server (calculate-order-prices), never taken from a client.

export const classicDetailsSchema = z.object({
  type: z.literal('classic'),
  left: classicEarSchema.optional(),
  right: classicEarSchema.optional(),
});

export const remoteDetailsSchema = z.object({
  type: z.literal('remote'),
  brand: z.enum(BRAND_VALUES, { error: ORDER_MESSAGES.selectBrand }).optional(),
  left: remoteEarSchema.optional(),
  right: remoteEarSchema.optional(),
});

export const protectiveDetailsSchema = z.object({
  type: z.literal('protective'),
  domain: z.enum(PROTECTIVE_DOMAIN_VALUES, { error: ORDER_MESSAGES.selectDomain }).optional(),
  productType: z.enum(PRODUCT_TYPE_VALUES, { error: ORDER_MESSAGES.selectOption }).optional(),
  left: protectiveEarSchema.optional(),
  right: protectiveEarSchema.optional(),
});

export const orderDetailsSchema = z.discriminatedUnion(
  'type',
  [classicDetailsSchema, remoteDetailsSchema, protectiveDetailsSchema],
  { error: ORDER_MESSAGES.selectType },
);

export type ClassicDetails = z.infer<typeof classicDetailsSchema>;
export type RemoteDetails = z.infer<typeof remoteDetailsSchema>;
export type ProtectiveDetails = z.infer<typeof protectiveDetailsSchema>;
/** What the wizard edits and a draft stores; may be incomplete (see completeness.ts). */
export type OrderDetails = z.infer<typeof orderDetailsSchema>;
/** As kept on a validated order: the prices computed at validation (spec 001 §4). */
export type StoredOrderDetails = OrderDetails & { prices?: OrderPrices };
