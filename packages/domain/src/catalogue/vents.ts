import { optionValues } from './catalogue-types';

// Spec 001 §3 (classic and remote): vent Aucun, Parallèle, Rainuré, and a dimension for the last two.
export const VENTS = [
  { value: 'none', label: 'Aucun' },
  { value: 'parallel', label: 'Parallèle' },
  { value: 'grooved', label: 'Rainuré' },
] as const;
export const VENT_VALUES = optionValues(VENTS);
export type Vent = (typeof VENT_VALUES)[number];

/** The vent that needs no dimension (spec 001 §5: "ventDimension set unless vent is Aucun"). */
export const VENT_WITHOUT_DIMENSION: Vent = 'none';

/** Spec 001 §3: the preset diameters, in millimetres (stored as a number of mm in `ventDimension`). */
export const VENT_DIMENSIONS_MM = [0.8, 1, 1.2, 1.5, 2, 2.5, 3] as const;

/** Spec 001 §3: a typed value must be above 0,8 mm (0,8 itself is a preset). */
export const VENT_CUSTOM_MIN_MM = 0.8;
/**
 * Not in the spec: a tip's canal is under 10 mm wide, so a larger vent can only be a typing slip
 * (15 for 1,5). Decision recorded in docs/decisions/0017-catalogue-values-and-rules.md.
 */
export const VENT_CUSTOM_MAX_MM = 10;

const roundToHundredth = (mm: number) => Math.round(mm * 100) / 100;

/**
 * What the custom field accepts (spec 001 §3 "a custom value above 0,8 mm"): strictly above 0,8 mm,
 * at most 10 mm, two decimals at most. Typing 0,8 there is refused like any value ≤ 0,8: the 0,8 mm
 * diameter is chosen from the presets.
 */
export const isValidCustomVentDimension = (mm: unknown): mm is number =>
  typeof mm === 'number' &&
  Number.isFinite(mm) &&
  mm > VENT_CUSTOM_MIN_MM &&
  mm <= VENT_CUSTOM_MAX_MM &&
  roundToHundredth(mm) === mm;

/** A preset, or a typed value strictly between 0,8 and 10 mm with at most two decimals. */
export const isValidVentDimension = (mm: unknown): mm is number =>
  (typeof mm === 'number' && (VENT_DIMENSIONS_MM as readonly number[]).includes(mm)) ||
  isValidCustomVentDimension(mm);

export const isPresetVentDimension = (mm: number): boolean =>
  (VENT_DIMENSIONS_MM as readonly number[]).includes(mm);

/** French display, as the spec writes the presets: 1.2 → "1,2 mm". */
export const formatVentDimension = (mm: number): string => `${String(mm).replace('.', ',')} mm`;

/**
 * Reads what a clinician types in the custom field: "1,3", "1.3", "1,3 mm". Returns the number of
 * millimetres, or null when it is not a number (the range is checked by `isValidVentDimension`).
 */
export const parseVentDimension = (input: string): number | null => {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(?:mm)?\s*$/i.exec(input);
  if (!match?.[1]) return null;
  return Number(match[1].replace(',', '.'));
};
