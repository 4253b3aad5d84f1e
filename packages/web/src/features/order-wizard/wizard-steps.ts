import { detailsCompletion, typeStepError } from '@conque/domain/orders/completeness';
import { patientStepSchema } from '@conque/domain/orders/wizard-steps';
import type { WizardValues } from './wizard-values';

// docs/design.md §5.2: the five steps of the wizard, in order.
export const WIZARD_STEPS = [
  { step: 1, title: 'Patient' },
  { step: 2, title: "Type d'embout" },
  { step: 3, title: 'Configuration' },
  { step: 4, title: 'Récapitulatif' },
  { step: 5, title: 'Livraison et validation' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['step'];

export const isPatientStepValid = (values: WizardValues): boolean =>
  patientStepSchema.safeParse(values).success;
export const isTypeStepValid = (values: WizardValues): boolean => typeStepError(values.details) === null;
export const isDetailsStepValid = (values: WizardValues): boolean =>
  detailsCompletion(values.details).complete;

/** Whether every step before `step` is valid (the domain's rules, spec 001 §5). */
export const prerequisitesMet = (values: WizardValues, step: WizardStep): boolean => {
  if (step >= 2 && !isPatientStepValid(values)) return false;
  if (step >= 3 && !isTypeStepValid(values)) return false;
  if (step >= 4 && !isDetailsStepValid(values)) return false;
  return true;
};

/**
 * Spec 001 §2: "Opening a draft jumps to the furthest completed step": the first step still to do;
 * a draft whose delivery part was begun (a transfer method chosen) reopens on the last step.
 */
export const furthestStep = (values: WizardValues): WizardStep => {
  if (!isPatientStepValid(values)) return 1;
  if (!isTypeStepValid(values)) return 2;
  if (!isDetailsStepValid(values)) return 3;
  return values.transfer_method ? 5 : 4;
};

/** Earlier or completed steps can be clicked (spec 001 §2), if what they need is still valid. */
export const canVisit = (values: WizardValues, reached: WizardStep, step: WizardStep): boolean =>
  step <= reached && prerequisitesMet(values, step);
