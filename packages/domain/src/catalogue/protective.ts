import { type CategoryDefinition, optionValues } from './catalogue-types';

// Spec 001 §3 "Catalogue: protective type, by domain". The spec gives the values (no-case,
// translucent, with-cord…); the French labels are ours.

export const PROTECTIVE_COLORS = [
  { value: 'translucent', label: 'Translucide' },
  { value: 'blue', label: 'Bleu' },
  { value: 'red', label: 'Rouge' },
] as const;

export const PROTECTIVE_CORDS = [
  { value: 'no-cord', label: 'Sans cordon' },
  { value: 'with-cord', label: 'Avec cordon' },
] as const;

export const PROTECTIVE_FILTERS = [
  { value: 'no-filter', label: 'Sans filtre' },
  { value: 'with-filter', label: 'Avec filtre' },
] as const;

export const PRODUCT_TYPES = [
  { value: 'no-case', label: 'Sans étui' },
  { value: 'noise-case', label: 'Avec étui' },
  { value: 'sleep-case', label: 'Avec étui' },
  { value: 'water-case', label: 'Avec étui' },
] as const;

const pick = <T extends { value: string }>(list: readonly T[], values: readonly T['value'][]) =>
  list.filter((option) => values.includes(option.value));

/**
 * Per domain: its product types, its colours, its cords, its filters (spec 001 §3), and whether
 * each is required (spec 001 §5: "sleep needs nothing more; noise needs at least one filter; other
 * domains need at least one option; productType is required … except sleep"). A noise cord is
 * therefore optional (it defaults to Sans cordon) while a water cord must be chosen.
 */
export const PROTECTIVE_DOMAINS = [
  {
    value: 'noise',
    label: 'Bruit',
    productTypes: pick(PRODUCT_TYPES, ['no-case', 'noise-case']),
    productTypeRequired: true,
    colors: pick(PROTECTIVE_COLORS, ['translucent']),
    cords: PROTECTIVE_CORDS,
    cordRequired: false,
    filters: PROTECTIVE_FILTERS,
  },
  {
    value: 'sleep',
    label: 'Sommeil',
    productTypes: pick(PRODUCT_TYPES, ['no-case', 'sleep-case']),
    productTypeRequired: false,
    colors: pick(PROTECTIVE_COLORS, ['translucent']),
    cords: [],
    cordRequired: false,
    filters: [],
  },
  {
    value: 'water',
    label: 'Eau',
    productTypes: pick(PRODUCT_TYPES, ['no-case', 'water-case']),
    productTypeRequired: true,
    colors: PROTECTIVE_COLORS,
    cords: PROTECTIVE_CORDS,
    cordRequired: true,
    filters: [],
  },
] as const;

export const PROTECTIVE_DOMAIN_VALUES = optionValues(PROTECTIVE_DOMAINS);
export type ProtectiveDomain = (typeof PROTECTIVE_DOMAIN_VALUES)[number];
export const PROTECTIVE_COLOR_VALUES = optionValues(PROTECTIVE_COLORS);
export const PROTECTIVE_CORD_VALUES = optionValues(PROTECTIVE_CORDS);
export const PROTECTIVE_FILTER_VALUES = optionValues(PROTECTIVE_FILTERS);
export const PRODUCT_TYPE_VALUES = optionValues(PRODUCT_TYPES);
export type ProductType = (typeof PRODUCT_TYPE_VALUES)[number];

/** The order-level "Type de produit" title (spec 001 §2 summary, 'Options générales'). */
export const PRODUCT_TYPE_TITLE = 'Type de produit';
export const DOMAIN_TITLE = 'Domaine';

export const protectiveDomainOf = (domain: string | undefined) =>
  PROTECTIVE_DOMAINS.find((entry) => entry.value === domain);

/** Whether a product type includes a case, priced once per order (docs/design.md §5.8). */
export const productTypeHasCase = (productType: string | undefined): boolean =>
  productType !== undefined && productType !== 'no-case';

/** The ear categories of a domain; none before a domain is chosen. */
export const protectiveCategories = (domain: string | undefined): readonly CategoryDefinition[] => {
  const entry = protectiveDomainOf(domain);
  if (!entry) return [];
  const categories: CategoryDefinition[] = [
    { key: 'color', title: 'Couleur', options: entry.colors, required: true },
  ];
  if (entry.cords.length > 0) {
    categories.push({
      key: 'options',
      title: 'Cordon',
      options: entry.cords,
      required: entry.cordRequired,
      list: true,
      ...(entry.cordRequired ? {} : { defaultValue: 'no-cord' }),
    });
  }
  if (entry.filters.length > 0) {
    categories.push({ key: 'filters', title: 'Filtre', options: entry.filters, required: true, list: true });
  }
  return categories;
};
