import { ORDER_STATUS_LABELS, type OrderStatus } from '../orders/statuses';
import type { ChecklistItem, ProductionSettings, ProductionStep } from './production-settings';

// Where an order is in the lab's steps (decision 141), from the three columns the orders row keeps:
// the step's key (null: the first step, as an order entering « En cours » takes it), whether the
// quality control has passed, and a revision bumped at every change.

export type ProductionState = {
  status: OrderStatus;
  step: string | null;
  done: boolean;
  revision: number;
};

/** The `production` object of GET /api/orders/:id (the « Atelier » screen reads it too). */
export type ProductionView = {
  steps: ProductionStep[];
  current_step: string | null;
  done: boolean;
  revision: number;
  checklist: ChecklistItem[];
};

/** What a shipped order whose quality control passed reads until the préparateur ships it. */
export const PRODUCTION_DONE_LABEL = 'Prête à expédier';

/**
 * The step an order is at: none outside « En cours » or once done; a key the settings in force no
 * longer have (a step removed since) reads as the first step, where every order starts.
 */
export const currentStep = (settings: ProductionSettings, state: ProductionState): ProductionStep | null => {
  if (state.status !== 'in_progress' || state.done) return null;
  const first = settings.steps[0] ?? null;
  return settings.steps.find((step) => step.key === state.step) ?? first;
};

export const productionView = (settings: ProductionSettings, state: ProductionState): ProductionView => ({
  steps: settings.steps,
  current_step: currentStep(settings, state)?.key ?? null,
  done: state.done,
  revision: state.revision,
  checklist: settings.checklist,
});

/** The last step, the quality control: passed only with its checklist. */
export const qualityControlStep = (settings: ProductionSettings): ProductionStep | null =>
  settings.steps.at(-1) ?? null;

/** The step after `key`, or null after the last one (the quality control). */
export const nextStep = (settings: ProductionSettings, key: string): ProductionStep | null => {
  const index = settings.steps.findIndex((step) => step.key === key);
  return index < 0 ? null : (settings.steps[index + 1] ?? null);
};

export const stepByKey = (settings: ProductionSettings, key: string): ProductionStep | null =>
  settings.steps.find((step) => step.key === key) ?? null;

/**
 * What the clinic reads for an order: while in progress, the step's clinic label (« En finition »)
 * or « Prête à expédier » once the quality control passed; else the status's label (spec 001 §4).
 */
export const productionStatusLabel = (settings: ProductionSettings, state: ProductionState): string => {
  if (state.status === 'in_progress' && state.done) return PRODUCTION_DONE_LABEL;
  return currentStep(settings, state)?.clinic_label ?? ORDER_STATUS_LABELS[state.status];
};

/** Where an order reaching « En cours » from another status starts: the first step, not done. */
export const productionRestart = (revision: number) => ({ step: null, done: false, revision: revision + 1 });

/**
 * The 409's text when the caller's step is no longer the order's: where it is now and who put it
 * there (`by`: the name and Paris time of the last change, when the history has one).
 */
export const stepChangedMessage = (
  settings: ProductionSettings,
  state: ProductionState,
  by: { name: string; at: string } | null,
): string => {
  const step = currentStep(settings, state);
  const where =
    step !== null
      ? `à l'étape « ${step.label} »`
      : state.done && state.status === 'in_progress'
        ? `« ${PRODUCTION_DONE_LABEL} »`
        : `« ${ORDER_STATUS_LABELS[state.status]} »`;
  const who = by === null ? '' : ` (modifiée par ${by.name} le ${by.at})`;
  return `La commande a changé entre-temps : elle est maintenant ${where}${who}. Rien n'a été modifié.`;
};

/** The label the clinic reads from an order's `production` (null outside « En cours »). */
export const productionLabelOf = (status: OrderStatus, view: ProductionView): string | null => {
  if (status !== 'in_progress') return null;
  if (view.done) return PRODUCTION_DONE_LABEL;
  return view.steps.find((step) => step.key === view.current_step)?.clinic_label ?? null;
};
