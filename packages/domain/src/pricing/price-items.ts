import { PROTECTIVE_DOMAINS } from '../catalogue/protective';
import { SHIPPING_METHODS } from '../catalogue/shipping-methods';
import { TIP_TYPE_LABELS } from '../catalogue/tip-types';
import { TRANSFER_METHODS } from '../catalogue/transfer-methods';
import type { PriceList } from './price-list';

// Every priced item of the list (docs/design.md §5.8) as the "Tarifs" page shows and edits
// it: one flat key each, a French label, its group and the VAT rate the law sets for it.

export type PriceItemGroup = 'Embouts' | 'Options' | 'Frais de transfert' | 'Livraison';

export type PriceItemDefinition = {
  /** Flat key of the edit form and of the API (`protectivePerEar.noise`). */
  key: string;
  label: string;
  group: PriceItemGroup;
  /** The VAT rate, set by law, not by the list: products and transfer fees 5,5 %, shipping 20 %. */
  vat: '5,5 %' | '20 %';
  get: (list: PriceList) => number;
  set: (list: PriceList, cents: number) => PriceList;
};

const top = <K extends keyof PriceList>(
  key: K & string,
  label: string,
  group: PriceItemGroup,
): PriceItemDefinition => ({
  key,
  label,
  group,
  vat: '5,5 %',
  get: (list) => list[key] as number,
  set: (list, cents) => ({ ...list, [key]: cents }),
});

const nested = <K extends 'protectivePerEar' | 'transferPerFile' | 'shipping'>(
  key: K,
  entry: keyof PriceList[K] & string,
  label: string,
  group: PriceItemGroup,
): PriceItemDefinition => ({
  key: `${key}.${entry}`,
  label,
  group,
  vat: key === 'shipping' ? '20 %' : '5,5 %',
  get: (list) => (list[key] as Record<string, number>)[entry] as number,
  set: (list, cents) => ({ ...list, [key]: { ...list[key], [entry]: cents } }),
});

export const PRICE_ITEMS: readonly PriceItemDefinition[] = [
  top('classicPerEar', `${TIP_TYPE_LABELS.classic} (par oreille)`, 'Embouts'),
  top('remotePerEar', `${TIP_TYPE_LABELS.remote} (par oreille)`, 'Embouts'),
  ...PROTECTIVE_DOMAINS.map((domain) =>
    nested(
      'protectivePerEar',
      domain.value,
      `${TIP_TYPE_LABELS.protective} ${domain.label} (par oreille)`,
      'Embouts',
    ),
  ),
  top('cordPerEar', 'Cordon (par oreille)', 'Options'),
  top('protectiveFilterPerEar', 'Filtre de protection (par oreille)', 'Options'),
  top('extractionStringPerEar', "Fil d'extraction (par oreille)", 'Options'),
  top('colorMarksPerEar', 'Repères de couleur (par oreille)', 'Options'),
  top('specialMarkingPerEar', 'Marquage spécial (par oreille)', 'Options'),
  top('casePerOrder', 'Étui (par commande)', 'Options'),
  ...TRANSFER_METHODS.map((method) =>
    nested('transferPerFile', method.value, `${method.label} (par fichier)`, 'Frais de transfert'),
  ),
  ...SHIPPING_METHODS.map((method) => nested('shipping', method.value, method.name, 'Livraison')),
];

export const PRICE_ITEM_GROUPS: readonly PriceItemGroup[] = [
  'Embouts',
  'Options',
  'Frais de transfert',
  'Livraison',
];

/** The list as flat cents by item key, as the API and the form carry it. */
export const flatPrices = (list: PriceList): Record<string, number> =>
  Object.fromEntries(PRICE_ITEMS.map((item) => [item.key, item.get(list)]));

/** Back from flat cents (every key present, checked by the schema) to the list. */
export const priceListFromFlat = (flat: Record<string, number>, base: PriceList): PriceList =>
  PRICE_ITEMS.reduce((list, item) => item.set(list, flat[item.key] ?? item.get(base)), base);
