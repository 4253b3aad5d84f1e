import type { ProductionStep } from '@conque/domain/production/production-settings';
import type { ProductionView } from '@conque/domain/production/production-state';

// What the card's big button does with the order's `production` (decision 141): the steps in force,
// where the order is, whether its quality control (the last step) has passed.

type Production = ProductionView;

/** What the big button does from the current step: go to the next one, or pass the control. */
export type NextMove =
  | { kind: 'advance'; from: ProductionStep; to: ProductionStep }
  | { kind: 'quality_control'; from: ProductionStep }
  | null;

export const nextMoveOf = (production: Production | undefined): NextMove => {
  if (!production || production.done || production.current_step === null) return null;
  const index = production.steps.findIndex((step) => step.key === production.current_step);
  const from = production.steps[index];
  if (!from) return null;
  const to = production.steps[index + 1];
  return to ? { kind: 'advance', from, to } : { kind: 'quality_control', from };
};

/** The order as the device believes it after a move kept offline (shown until the server answers). */
export const afterMove = (production: Production, move: { to_step: string | null }): Production =>
  move.to_step === null
    ? { ...production, current_step: null, done: true }
    : { ...production, current_step: move.to_step };
