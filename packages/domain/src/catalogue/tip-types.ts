import { labelsOf, optionValues } from './catalogue-types';

// Spec 001 §3 details.type: the three kinds of ear tip, with the French names the wizard's step 2 shows.
export const TIP_TYPES = [
  {
    value: 'classic',
    label: 'Embout classique',
    description: "Embout sur mesure pour contour d'oreille à tube",
  },
  {
    value: 'remote',
    label: 'Embout pour écouteur déporté',
    description: 'Embout pour appareil à écouteur dans le conduit (micro-tube, RIC)',
  },
  {
    value: 'protective',
    label: 'Protection auditive',
    description: "Protection sur mesure contre le bruit, pour le sommeil ou pour l'eau",
  },
] as const;

export const TIP_TYPE_VALUES = optionValues(TIP_TYPES);
export type TipType = (typeof TIP_TYPE_VALUES)[number];
export const TIP_TYPE_LABELS = labelsOf(TIP_TYPES);
