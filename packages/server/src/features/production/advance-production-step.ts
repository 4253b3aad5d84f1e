import type { Actor } from '@conque/domain/permissions/can';
import {
  type AdvanceProductionStepInput,
  PRODUCTION_STEP_MESSAGES,
} from '@conque/domain/production/production-schemas';
import {
  currentStep,
  nextStep,
  productionView,
  qualityControlStep,
  stepByKey,
} from '@conque/domain/production/production-state';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertCan, loadOrder } from '../orders/order-access';
import { fieldError } from './field-error';
import { onceForKey, type ProductionAnswer } from './production-requests';
import { productionStateOf, readProduction } from './read-production';
import { stepConflict } from './step-conflict';

/**
 * A préparateur moves an order in progress to the next step, or to `to_step` (back to redo one, or
 * ahead), on the order's locked row (decision 141). `from_step` is the step the screen showed: if the
 * order is no longer there, a 409 says where it is and who moved it, and nothing changes. The
 * quality control, the last step, is passed only by its checklist (record-quality-control.ts).
 * The orders row changes, so both sides' open screens hear it (decision 88); the history's event
 * is the webhook event order.production_step_reached (decision 113).
 */
export const advanceProductionStep = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  key: string,
  input: AdvanceProductionStepInput,
): Promise<ProductionAnswer & { replayed: boolean }> => {
  const now = deps.now();
  const settings = await readProduction(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const row = assertCan(actor, 'orders.advance_step', await loadOrder(tx, orderId, { lock: true }));
    const request = { key, actorId: actor.id, orderId, call: 'production-step' as const, input, at: now };
    return onceForKey(tx, request, async () => {
      const state = productionStateOf(row);
      const current = currentStep(settings, state);
      if (current === null || current.key !== input.from_step)
        return stepConflict(tx, row.id, settings, state);
      if (current.key === qualityControlStep(settings)?.key)
        throw AppError.conflict(PRODUCTION_STEP_MESSAGES.qualityControlNeeded);
      const target =
        input.to_step === undefined ? nextStep(settings, current.key) : stepByKey(settings, input.to_step);
      if (target === null) throw fieldError('to_step', PRODUCTION_STEP_MESSAGES.unknownStep);
      if (target.key === current.key) throw fieldError('to_step', PRODUCTION_STEP_MESSAGES.sameStep);

      const revision = row.productionRevision + 1;
      await tx
        .update(orders)
        .set({ productionStep: target.key, productionRevision: revision, updatedAt: now })
        .where(eq(orders.id, row.id));
      await recordOrderEvent(tx, {
        orderId: row.id,
        actor,
        kind: 'production_step_reached',
        from: current.label,
        to: target.label,
      });
      return {
        status: 200,
        body: {
          status: row.status,
          production: productionView(settings, { ...state, step: target.key, revision }),
        },
      };
    });
  });
};
