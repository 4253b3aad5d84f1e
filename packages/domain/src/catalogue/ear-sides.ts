// Spec 001 §3: details holds a `left` and a `right` ear object; the wizard toggles each card.
export const EAR_SIDES = ['left', 'right'] as const;
export type EarSide = (typeof EAR_SIDES)[number];

export const EAR_SIDE_LABELS: Record<EarSide, string> = {
  left: 'Oreille gauche',
  right: 'Oreille droite',
};
