import { z } from 'zod';
import { PROTECTIVE_DOMAIN_VALUES } from '../catalogue/protective';
import { SHIPPING_METHOD_VALUES } from '../catalogue/shipping-methods';
import { TRANSFER_METHOD_VALUES } from '../catalogue/transfer-methods';

// docs/design.md §5.8: the price list lives in the database, seeded with these defaults and editable later;
// this schema checks an edited list. Cents, excluding VAT.
const cents = z.number().int().nonnegative();

export const priceListSchema = z.object({
  classicPerEar: cents,
  remotePerEar: cents,
  protectivePerEar: z.record(z.enum(PROTECTIVE_DOMAIN_VALUES), cents),
  protectiveFilterPerEar: cents,
  cordPerEar: cents,
  casePerOrder: cents,
  extractionStringPerEar: cents,
  colorMarksPerEar: cents,
  specialMarkingPerEar: cents,
  /** Per impression file sent by that method; spec 001 §9 prices only Natus and Decrypt. */
  transferPerFile: z.record(z.enum(TRANSFER_METHOD_VALUES), cents),
  shipping: z.record(z.enum(SHIPPING_METHOD_VALUES), cents),
});
export type PriceList = z.infer<typeof priceListSchema>;

export const DEFAULT_PRICE_LIST = {
  classicPerEar: 3800,
  remotePerEar: 4500,
  protectivePerEar: { noise: 7900, sleep: 5900, water: 4900 },
  protectiveFilterPerEar: 2500,
  cordPerEar: 400,
  casePerOrder: 800,
  extractionStringPerEar: 300,
  colorMarksPerEar: 150,
  specialMarkingPerEar: 200,
  transferPerFile: { files: 0, octocloud: 0, natus: 150, decrypt: 150, physical: 0, already: 0 },
  // Spec 001 §9: standard 8.00, express 22.00, pickup 0.
  shipping: { standard: 800, express: 2200, pickup: 0 },
} as const satisfies PriceList;
