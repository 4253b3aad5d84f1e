import { BRAND_WAX_GUARD_VALUES, type BrandWaxGuard, brandWaxGuardsOf, speakersOf } from './brand-lookup';
import { type CategoryDefinition, optionValues } from './catalogue-types';
import { VENTS } from './vents';

// Spec 001 §3 "Catalogue: remote type" (tips for receiver-in-canal and micro-tube aids). Labels
// exactly as the spec writes them ("Incolore Translucide" has its capital T here).

export const REMOTE_SHAPES = [
  { value: 'canal-cic', label: 'Canule CIC (discret)' },
  { value: 'canal', label: 'Canule' },
  { value: 'skeleton', label: 'Squelette' },
  { value: 'concha', label: 'Fond de conque' },
  { value: 'half-concha', label: 'Demi-conque' },
  { value: 'silhouette', label: 'Silhouette' },
] as const;

/** Spec 001 §3: the shapes for which every remote option is offered. */
export const REMOTE_CANAL_SHAPES = ['canal-cic', 'canal'] as const;

export const REMOTE_MATERIALS = [
  { value: 'silicone', label: 'Silicone' },
  { value: 'acrylic', label: 'Acrylique' },
] as const;

export const REMOTE_COLORS = [{ value: 'clear', label: 'Incolore Translucide' }] as const;

/**
 * Spec 001 §3: "some entries are disabled for shapes other than Canule and Canule CIC". A shoulder
 * (épaulement) is the flange a canal tip rests on in the concha; the other shapes fill the concha
 * themselves, so the three shoulder entries are the canal-only ones.
 */
export const REMOTE_OPTIONS = [
  { value: 'solid', label: 'Embout plein' },
  { value: 'hollow', label: 'Embout évidé' },
  { value: 'long-shoulder', label: 'Epaulement long', onlyWhen: { shape: REMOTE_CANAL_SHAPES } },
  { value: 'half-shoulder', label: 'Demi-épaulement', onlyWhen: { shape: REMOTE_CANAL_SHAPES } },
  { value: 'quarter-shoulder', label: 'Quart épaulement', onlyWhen: { shape: REMOTE_CANAL_SHAPES } },
] as const;

export const REMOTE_LENGTHS = [
  { value: 'short', label: 'Court' },
  { value: 'long', label: 'Long' },
] as const;

export const REMOTE_FINISHES = [
  { value: 'varnished', label: 'Vernis' },
  { value: 'unvarnished', label: 'Non vernis' },
] as const;

/** Spec 001 §3: offered for every brand; brands.ts adds each brand's own wax guards after these. */
export const COMMON_WAX_GUARDS = [
  { value: 'none', label: 'Sans option' },
  { value: 'ring', label: 'Bague' },
  { value: 'tube-mount', label: 'Montage tube' },
] as const;

/** Spec 001 §3: "shape, material, color, speaker, options, vent, length, finish, waxGuard", all required (§5). */
export const remoteCategories = (brand: string | undefined): readonly CategoryDefinition[] => [
  { key: 'shape', title: 'Forme', options: REMOTE_SHAPES, required: true },
  { key: 'material', title: 'Matériau', options: REMOTE_MATERIALS, required: true },
  { key: 'color', title: 'Couleur', options: REMOTE_COLORS, required: true },
  { key: 'speaker', title: 'Écouteur', options: speakersOf(brand), required: true },
  { key: 'options', title: 'Options', options: REMOTE_OPTIONS, required: true },
  { key: 'vent', title: 'Évent', options: VENTS, required: true },
  { key: 'length', title: 'Longueur', options: REMOTE_LENGTHS, required: true },
  { key: 'finish', title: 'Finition', options: REMOTE_FINISHES, required: true },
  {
    key: 'waxGuard',
    title: 'Pare-cérumen',
    options: [...COMMON_WAX_GUARDS, ...brandWaxGuardsOf(brand)],
    required: true,
  },
];

export const REMOTE_SHAPE_VALUES = optionValues(REMOTE_SHAPES);
export const REMOTE_MATERIAL_VALUES = optionValues(REMOTE_MATERIALS);
export const REMOTE_COLOR_VALUES = optionValues(REMOTE_COLORS);
export const REMOTE_OPTION_VALUES = optionValues(REMOTE_OPTIONS);
export const REMOTE_LENGTH_VALUES = optionValues(REMOTE_LENGTHS);
export const REMOTE_FINISH_VALUES = optionValues(REMOTE_FINISHES);
export const COMMON_WAX_GUARD_VALUES = optionValues(COMMON_WAX_GUARDS);

/** Every wax guard value of every brand, for the ear schema; the brand check is a completeness rule. */
export type WaxGuard = (typeof COMMON_WAX_GUARD_VALUES)[number] | BrandWaxGuard;
export const WAX_GUARD_VALUES = [...COMMON_WAX_GUARD_VALUES, ...BRAND_WAX_GUARD_VALUES] as [
  WaxGuard,
  ...WaxGuard[],
];
