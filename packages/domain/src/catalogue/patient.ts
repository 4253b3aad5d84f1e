import { optionValues } from './catalogue-types';

// docs/design.md §5.3: the spec gives two readings (male/female, male/other); all three are offered.
export const GENDERS = [
  { value: 'male', label: 'Homme' },
  { value: 'female', label: 'Femme' },
  { value: 'other', label: 'Autre' },
] as const;
export const GENDER_VALUES = optionValues(GENDERS);
export type Gender = (typeof GENDER_VALUES)[number];

// Spec 001 §3: patient_hearing_loss, default 'N/C' (non communiqué).
export const HEARING_LOSSES = [
  { value: 'N/C', label: 'N/C' },
  { value: 'mild', label: 'Faible' },
  { value: 'moderate', label: 'Moyenne' },
  { value: 'severe', label: 'Sévère' },
  { value: 'profound', label: 'Profonde' },
] as const;
export const HEARING_LOSS_VALUES = optionValues(HEARING_LOSSES);
export type HearingLoss = (typeof HEARING_LOSS_VALUES)[number];
export const DEFAULT_HEARING_LOSS: HearingLoss = 'N/C';
