import { z } from 'zod';
import { effectiveFromField } from '../shared/versioned-settings';

// The lab's own production steps inside « En cours de fabrication » and the checklist of its
// last step, the quality control (decision 141). Préparateurs edit them on the « Atelier » settings
// page in versions with an effective day, like the price list and the planning (decisions 64, 99).
// The order statuses of spec 001 §4 do not change: a step is a finer state of `in_progress`.

export const PRODUCTION_MESSAGES = {
  invalidDate: 'Date invalide (AAAA-MM-JJ attendu)',
  pastDate: "La date d'effet ne peut pas être passée",
  key: 'Une clé de 1 à 40 caractères : lettres minuscules sans accent, chiffres, « _ » ou « - »',
  label: 'Un libellé de 1 à 60 caractères',
  tooFewSteps: 'Au moins deux étapes (la dernière est le contrôle qualité)',
  tooManySteps: '12 étapes au maximum',
  duplicateStep: 'Deux étapes ont la même clé',
  emptyChecklist: 'Au moins un point de contrôle',
  tooManyItems: '30 points de contrôle au maximum',
  duplicateItem: 'Deux points de contrôle ont la même clé',
} as const;

/** One step: its key (kept in the orders row and the API), the lab's label and the clinic's. */
export type ProductionStep = { key: string; label: string; clinic_label: string };
/** One point of the quality control's checklist. */
export type ChecklistItem = { key: string; label: string };

/** The steps in order (the last one is the quality control) and its checklist. */
export type ProductionSettings = { steps: ProductionStep[]; checklist: ChecklistItem[] };

/** Before a préparateur sets them: the lab floor's four steps and its usual checks. */
export const DEFAULT_PRODUCTION: ProductionSettings = {
  steps: [
    { key: 'modelisation', label: 'Modélisation', clinic_label: 'En modélisation' },
    { key: 'impression', label: 'Impression', clinic_label: 'En impression' },
    { key: 'finition', label: 'Finition', clinic_label: 'En finition' },
    { key: 'controle_qualite', label: 'Contrôle qualité', clinic_label: 'En contrôle qualité' },
  ],
  checklist: [
    { key: 'adaptation', label: "Adaptation à l'empreinte" },
    { key: 'event', label: 'Évent' },
    { key: 'tube', label: 'Tube' },
    { key: 'finition', label: 'Finition de surface' },
    { key: 'marquage', label: 'Marquage gauche / droite' },
  ],
};

const key = z.string({ error: PRODUCTION_MESSAGES.key }).regex(/^[a-z0-9_-]{1,40}$/, PRODUCTION_MESSAGES.key);
const label = z
  .string({ error: PRODUCTION_MESSAGES.label })
  .trim()
  .min(1, PRODUCTION_MESSAGES.label)
  .max(60, PRODUCTION_MESSAGES.label);

const uniqueKeys =
  (message: string) => (items: { key: string }[], context: z.RefinementCtx<{ key: string }[]>) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.key)) context.addIssue({ code: 'custom', path: [index, 'key'], message });
      seen.add(item.key);
    });
  };

export const productionSettingsSchema = z.strictObject({
  steps: z
    .array(z.strictObject({ key, label, clinic_label: label }), { error: PRODUCTION_MESSAGES.tooFewSteps })
    .min(2, PRODUCTION_MESSAGES.tooFewSteps)
    .max(12, PRODUCTION_MESSAGES.tooManySteps)
    .superRefine(uniqueKeys(PRODUCTION_MESSAGES.duplicateStep)),
  checklist: z
    .array(z.strictObject({ key, label }), { error: PRODUCTION_MESSAGES.emptyChecklist })
    .min(1, PRODUCTION_MESSAGES.emptyChecklist)
    .max(30, PRODUCTION_MESSAGES.tooManyItems)
    .superRefine(uniqueKeys(PRODUCTION_MESSAGES.duplicateItem)),
});

/** POST /api/production-settings: the steps and checklist, and the Paris day they take effect. */
export const newProductionVersionSchema = z.strictObject({
  effective_from: effectiveFromField(PRODUCTION_MESSAGES.invalidDate),
  settings: productionSettingsSchema,
});
export type NewProductionVersion = z.infer<typeof newProductionVersionSchema>;

/**
 * The key a new step or point takes from its label (« Contrôle qualité » → `controle_qualite`),
 * unique among `taken`; an existing one keeps its key when renamed, so orders stay at their step.
 */
export const keyFromLabel = (label: string, taken: readonly string[]): string => {
  const base =
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 36) || 'etape';
  let key = base;
  for (let n = 2; taken.includes(key); n += 1) key = `${base}_${n}`;
  return key;
};
