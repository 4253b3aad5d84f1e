import type { Actor } from '@conque/domain/permissions/can';
import {
  PRODUCTION_STEP_MESSAGES,
  type QualityControlInput,
} from '@conque/domain/production/production-schemas';
import type { ProductionSettings } from '@conque/domain/production/production-settings';
import { currentStep, productionView, qualityControlStep } from '@conque/domain/production/production-state';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, qualityControlFailures } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { changeOrderStatusIn } from '../order-status/change-order-status';
import { assertCan, loadOrder, type OrderRow } from '../orders/order-access';
import { fieldError } from './field-error';
import { onceForKey, type ProductionAnswer } from './production-requests';
import { productionStateOf, readProduction } from './read-production';
import { stepConflict } from './step-conflict';

/** Every point of the checklist in force answered, and nothing else; the points that failed. */
const failedItems = (settings: ProductionSettings, results: QualityControlInput['results']) => {
  for (const item of settings.checklist)
    if (results[item.key] === undefined)
      throw fieldError('results', PRODUCTION_STEP_MESSAGES.missingItem(item.label));
  const unknown = Object.keys(results).find((key) => !settings.checklist.some((item) => item.key === key));
  if (unknown !== undefined) throw fieldError('results', PRODUCTION_STEP_MESSAGES.unknownItem(unknown));
  return settings.checklist.filter((item) => results[item.key] === false);
};

/**
 * The quality control, the lab's last step (decision 141), on the order's locked row. Every point
 * passes: production is done; a pickup order becomes `ready_pickup` through the status change use
 * case (its mail and webhook as ever), a shipped one stays « En cours », « Prête à expédier », until
 * the préparateur ships it. A point fails: the order goes back to the chosen earlier step, with the
 * reason and the failed points kept for « Causes de reprise ». Stale `from_step`: 409, as a step.
 */
export const recordQualityControl = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  key: string,
  input: QualityControlInput,
): Promise<ProductionAnswer & { replayed: boolean }> => {
  const now = deps.now();
  const settings = await readProduction(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const row = assertCan(actor, 'orders.advance_step', await loadOrder(tx, orderId, { lock: true }));
    const request = { key, actorId: actor.id, orderId, call: 'quality-control' as const, input, at: now };
    return onceForKey(tx, request, async () => {
      const state = productionStateOf(row);
      const current = currentStep(settings, state);
      if (current === null || current.key !== input.from_step)
        return stepConflict(tx, row.id, settings, state);
      if (current.key !== qualityControlStep(settings)?.key)
        throw AppError.conflict(PRODUCTION_STEP_MESSAGES.notQualityControl);
      const failed = failedItems(settings, input.results);
      const revision = row.productionRevision + 1;
      const after =
        failed.length === 0
          ? await pass(tx, deps, actor, row, input, revision)
          : await fail(tx, actor, row, {
              settings,
              input,
              failed,
              revision,
              now,
              qualityControl: current.label,
            });
      return {
        status: 200,
        body: { status: after.status, production: productionView(settings, after) },
      };
    });
  });
};

const pass = async (
  tx: Executor,
  deps: Deps,
  actor: Actor,
  row: OrderRow,
  input: QualityControlInput,
  revision: number,
) => {
  if (input.return_to_step !== undefined || input.reason !== undefined) {
    const field = input.return_to_step !== undefined ? 'return_to_step' : 'reason';
    throw fieldError(field, PRODUCTION_STEP_MESSAGES.reasonWhenPassed);
  }
  await tx
    .update(orders)
    .set({ productionStep: null, productionDone: true, productionRevision: revision, updatedAt: deps.now() })
    .where(eq(orders.id, row.id));
  await recordOrderEvent(tx, { orderId: row.id, actor, kind: 'quality_control_passed' });
  const status =
    row.shippingMethod === 'pickup'
      ? (await changeOrderStatusIn(tx, deps, actor, row.id, { status: 'ready_pickup' })).status
      : row.status;
  return { status, step: null, done: true, revision };
};

const fail = async (
  tx: Executor,
  actor: Actor,
  row: OrderRow,
  context: {
    settings: ProductionSettings;
    input: QualityControlInput;
    failed: ProductionSettings['checklist'];
    revision: number;
    now: Date;
    qualityControl: string;
  },
) => {
  const { settings, input, failed, revision, now } = context;
  if (input.return_to_step === undefined)
    throw fieldError('return_to_step', PRODUCTION_STEP_MESSAGES.returnStepNeeded);
  const target = settings.steps.slice(0, -1).find((step) => step.key === input.return_to_step);
  if (!target) throw fieldError('return_to_step', PRODUCTION_STEP_MESSAGES.returnStepInvalid);
  if (input.reason === undefined) throw fieldError('reason', PRODUCTION_STEP_MESSAGES.reasonNeeded);

  await tx
    .update(orders)
    .set({ productionStep: target.key, productionRevision: revision, updatedAt: now })
    .where(eq(orders.id, row.id));
  await tx.insert(qualityControlFailures).values({
    orderId: row.id,
    establishmentId: row.establishmentId,
    failedItems: failed,
    returnToStep: target.key,
    reason: input.reason,
    createdBy: actor.id,
    createdAt: now,
  });
  await recordOrderEvent(tx, {
    orderId: row.id,
    actor,
    kind: 'quality_control_failed',
    from: failed.map((item) => item.label).join(', '),
    to: input.reason,
  });
  await recordOrderEvent(tx, {
    orderId: row.id,
    actor,
    kind: 'production_step_reached',
    from: context.qualityControl,
    to: target.label,
  });
  return { status: row.status, step: target.key, done: false, revision };
};
