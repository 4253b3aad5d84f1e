// French names of the production fields an API error may point at (labels/field-labels.ts
// composes them with the other areas').
export const PRODUCTION_FIELD_LABELS: Readonly<Record<string, string>> = {
  steps: 'Étapes de fabrication',
  checklist: 'Liste de contrôle',
  clinic_label: "Libellé pour l'établissement",
  label: 'Libellé',
  from_step: 'Étape actuelle',
  to_step: 'Étape suivante',
  results: 'Résultats du contrôle',
  return_to_step: 'Étape de retour',
  // The header both production calls require (its name as HTTP writes it, lowered by the parsers).
  'idempotency-key': 'Idempotency-Key',
};
