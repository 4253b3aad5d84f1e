// Spec 001 §3 additionalOptions (classic and remote ears) and specialMarking; §5 and §9: at most 7 characters.
export const ADDITIONAL_OPTIONS = [
  { key: 'colorMarks', label: 'Repères de couleur' },
  { key: 'extractionString', label: "Fil d'extraction" },
] as const;
export type AdditionalOptionKey = (typeof ADDITIONAL_OPTIONS)[number]['key'];
export const ADDITIONAL_OPTION_LABELS = Object.fromEntries(
  ADDITIONAL_OPTIONS.map((option) => [option.key, option.label]),
) as Record<AdditionalOptionKey, string>;

export const ADDITIONAL_OPTIONS_TITLE = 'Options supplémentaires';
export const SPECIAL_MARKING_LABEL = 'Marquage spécial';
export const SPECIAL_MARKING_MAX_LENGTH = 7;
