import { z } from 'zod';
import {
  effectiveFromField,
  type SettingsVersionView,
  type VersionedSettingsView,
} from '../shared/versioned-settings';
import { PRICE_ITEMS } from './price-items';

// The lab's price list, in versions with an effective date. A version is never
// edited: a new one is added; the one in force is the latest whose date has come.

/** The most a price may be: 10 000,00 € HT (a typing slip, not a price). */
export const MAX_PRICE_CENTS = 1_000_000;

export const PRICE_LIST_MESSAGES = {
  invalidAmount: 'Montant invalide : un nombre de centimes entre 0 et 1 000 000',
  invalidDate: 'Date invalide (AAAA-MM-JJ attendu)',
  pastDate: "La date d'effet ne peut pas être passée",
} as const;

/** French names of the price list's fields an API error may point at (labels/field-labels.ts). */
export const PRICE_LIST_FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(PRICE_ITEMS.map((item) => [item.key, item.label])),
  effective_from: "Date d'effet",
  prices: 'Tarifs',
};

const cents = z
  .number({ error: PRICE_LIST_MESSAGES.invalidAmount })
  .refine(
    (value) => Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_CENTS,
    PRICE_LIST_MESSAGES.invalidAmount,
  );

/** POST /api/price-list: every item's price in cents HT, and the Paris day it takes effect. */
export const newPriceListVersionSchema = z.strictObject({
  effective_from: effectiveFromField(PRICE_LIST_MESSAGES.invalidDate),
  prices: z.strictObject(Object.fromEntries(PRICE_ITEMS.map((item) => [item.key, cents]))),
});
export type NewPriceListVersion = z.infer<typeof newPriceListVersionSchema>;

/** GET /api/price-list: the list in force and every version, prices flat by item key (price-items.ts). */
export type PriceListVersionView = SettingsVersionView<'prices', Record<string, number>>;
export type PriceListView = VersionedSettingsView<'prices', Record<string, number>>;
