import { type CategoryDefinition, optionValues } from './catalogue-types';
import { VENTS } from './vents';

// Spec 001 §3 "Catalogue: classic type". Labels exactly as the spec writes them; values are ours
// and are stored in orders, so they never change (rename a label instead).

export const CLASSIC_SHAPES = [
  { value: 'skeleton', label: 'Squelette' },
  { value: 'concha', label: 'Fond de conque' },
  { value: 'half-concha', label: 'Demi-conque' },
  { value: 'silhouette', label: 'Silhouette' },
] as const;

export const CLASSIC_MATERIALS = [
  { value: 'silicone', label: 'Silicone' },
  { value: 'acrylic', label: 'Acrylique' },
] as const;

export const CLASSIC_COLORS = [{ value: 'clear', label: 'Incolore translucide' }] as const;

export const CLASSIC_TUBES = [
  { value: 'standard', label: 'Standard' },
  { value: 'hydrostop', label: 'Hydrostop' },
  { value: 'child', label: 'Enfant' },
  { value: 'micro-tube-drilling', label: 'Perçage micro-tube' },
] as const;

export const CLASSIC_OPTIONS = [
  { value: 'none', label: 'Sans option' },
  { value: 'glued-tube', label: 'Tube collé' },
  { value: 'loose-tube', label: 'Tube non collé' },
] as const;

export const CLASSIC_FINISHES = [
  { value: 'varnished', label: 'Vernis' },
  { value: 'unvarnished', label: 'Non vernis' },
] as const;

/** Same values as the protective cords (spec 001 §3 no-cord / with-cord), so pricing reads one name. */
export const CLASSIC_CORDS = [
  { value: 'no-cord', label: 'Sans cordon' },
  { value: 'with-cord', label: 'Avec cordon' },
] as const;

/**
 * Spec 001 §3: "shape, material, color, tube, options, vent, finish, cord", in this order.
 * The cord is not in spec §5's completeness list, so it is optional and defaults to Sans cordon; it
 * lives on each ear (`cord`), because it is priced per ear (docs/design.md §5.8).
 */
export const CLASSIC_CATEGORIES = [
  { key: 'shape', title: 'Forme', options: CLASSIC_SHAPES, required: true },
  { key: 'material', title: 'Matériau', options: CLASSIC_MATERIALS, required: true },
  { key: 'color', title: 'Couleur', options: CLASSIC_COLORS, required: true },
  { key: 'tube', title: 'Tube', options: CLASSIC_TUBES, required: true },
  { key: 'options', title: 'Options', options: CLASSIC_OPTIONS, required: true },
  { key: 'vent', title: 'Évent', options: VENTS, required: true },
  { key: 'finish', title: 'Finition', options: CLASSIC_FINISHES, required: true },
  { key: 'cord', title: 'Cordon', options: CLASSIC_CORDS, required: false, defaultValue: 'no-cord' },
] as const satisfies readonly CategoryDefinition[];

export const CLASSIC_SHAPE_VALUES = optionValues(CLASSIC_SHAPES);
export const CLASSIC_MATERIAL_VALUES = optionValues(CLASSIC_MATERIALS);
export const CLASSIC_COLOR_VALUES = optionValues(CLASSIC_COLORS);
export const CLASSIC_TUBE_VALUES = optionValues(CLASSIC_TUBES);
export const CLASSIC_OPTION_VALUES = optionValues(CLASSIC_OPTIONS);
export const CLASSIC_FINISH_VALUES = optionValues(CLASSIC_FINISHES);
export const CLASSIC_CORD_VALUES = optionValues(CLASSIC_CORDS);
