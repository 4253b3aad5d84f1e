import { BRANDS } from './brands';
import type { CatalogueOption } from './catalogue-types';

// Look-ups over the brand data file, kept apart so that brands.ts stays pure data.

export type Brand = (typeof BRANDS)[number]['value'];
export type Speaker = (typeof BRANDS)[number]['speakers'][number]['value'];
export type BrandWaxGuard = (typeof BRANDS)[number]['waxGuards'][number]['value'];

export const BRAND_VALUES = BRANDS.map((brand) => brand.value) as [Brand, ...Brand[]];
export const SPEAKER_VALUES = BRANDS.flatMap((brand) => brand.speakers.map((s) => s.value)) as [
  Speaker,
  ...Speaker[],
];
export const BRAND_WAX_GUARD_VALUES: readonly BrandWaxGuard[] = BRANDS.flatMap((brand) =>
  brand.waxGuards.map((guard) => guard.value),
);

const brandOf = (brand: string | undefined) => BRANDS.find((entry) => entry.value === brand);

/** "GN Hearing (ReSound)": the spec's name, with the name clinicians know beside it. */
export const brandLabel = (brand: string | undefined): string => {
  const entry = brandOf(brand);
  if (!entry) return brand ?? '';
  return 'alias' in entry ? `${entry.label} (${entry.alias})` : entry.label;
};

/** The receivers of one brand; none before a brand is chosen (spec 001 §3 "a list specific to each brand"). */
export const speakersOf = (brand: string | undefined): readonly CatalogueOption[] =>
  brandOf(brand)?.speakers ?? [];

export const brandWaxGuardsOf = (brand: string | undefined): readonly CatalogueOption[] =>
  brandOf(brand)?.waxGuards ?? [];
