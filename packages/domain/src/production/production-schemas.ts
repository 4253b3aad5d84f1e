import { z } from 'zod';

// The two calls that move an order through the lab's steps (decision 141), written once for the
// screens, the « Atelier » tablet and /api/v1. `from_step` is the step the caller believes current:
// another person may have moved the order meanwhile (409, nothing changed).

export const PRODUCTION_STEP_MESSAGES = {
  stepKey: "Une clé d'étape (lettres minuscules, chiffres, « _ » ou « - »)",
  reason: 'Indiquez la raison de la reprise (1 à 500 caractères)',
  idempotencyKey: 'Idempotency-Key : un UUID créé par le client est obligatoire',
  notInProgress: "Cette commande n'est pas en cours de fabrication.",
  alreadyDone: 'Le contrôle qualité de cette commande est déjà validé.',
  unknownStep: "Cette étape n'existe pas dans les étapes de fabrication en vigueur.",
  sameStep: 'La commande est déjà à cette étape.',
  qualityControlNeeded:
    'Le contrôle qualité se valide avec sa liste de contrôle : chaque point doit être coché conforme ou non.',
  notQualityControl: "La commande n'est pas au contrôle qualité.",
  missingItem: (label: string) => `Point de contrôle non renseigné : « ${label} »`,
  unknownItem: (key: string) => `Point de contrôle inconnu : ${key}`,
  returnStepNeeded: "Choisissez l'étape à laquelle la commande retourne",
  returnStepInvalid: "La commande ne peut retourner qu'à une étape avant le contrôle qualité",
  reasonNeeded: 'Indiquez la raison de la reprise',
  reasonWhenPassed: 'Une raison ou une étape de retour ne se donne que si un point est non conforme',
} as const;

const stepKey = z
  .string({ error: PRODUCTION_STEP_MESSAGES.stepKey })
  .regex(/^[a-z0-9_-]{1,40}$/, PRODUCTION_STEP_MESSAGES.stepKey);

/** POST /api/orders/:id/production-step: to the next step, or to `to_step`. */
export const advanceProductionStepSchema = z.strictObject({
  from_step: stepKey,
  to_step: stepKey.optional(),
});
export type AdvanceProductionStepInput = z.infer<typeof advanceProductionStepSchema>;

/** POST /api/orders/:id/quality-control: every point of the checklist in force, true when it passes. */
export const qualityControlSchema = z.strictObject({
  from_step: stepKey,
  results: z.record(z.string(), z.boolean()),
  return_to_step: stepKey.optional(),
  reason: z
    .string({ error: PRODUCTION_STEP_MESSAGES.reason })
    .trim()
    .min(1, PRODUCTION_STEP_MESSAGES.reason)
    .max(500, PRODUCTION_STEP_MESSAGES.reason)
    .optional(),
});
export type QualityControlInput = z.infer<typeof qualityControlSchema>;

/** The `Idempotency-Key` header both calls require: a UUID the client made for this attempt. */
export const idempotencyKeySchema = z.uuid({ error: PRODUCTION_STEP_MESSAGES.idempotencyKey });
