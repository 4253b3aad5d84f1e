import {
  advanceProductionStepSchema,
  qualityControlSchema,
} from '@conque/domain/production/production-schemas';
import { newProductionVersionSchema } from '@conque/domain/production/production-settings';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { advanceProductionStep } from './advance-production-step';
import { createProductionVersion } from './create-production-version';
import { getProductionSettings } from './get-production-settings';
import { requiredIdempotencyKey } from './idempotency-key';
import type { ProductionAnswer } from './production-requests';
import { recordQualityControl } from './record-quality-control';

// The lab's steps inside « En cours » and their quality control (decision 141).
/** Mounted at /api/production-settings: the steps and checklist, in versions. */
export const productionSettingsRoutes = new Hono<AppEnv>();
/** Mounted at /api/orders: one order's step change and quality control. */
export const orderProductionRoutes = new Hono<AppEnv>();

productionSettingsRoutes.get('/', requireUser, async (c) =>
  c.json(await getProductionSettings(c.var.deps, currentActor(c.var.currentUser))),
);

productionSettingsRoutes.post('/', requireUser, async (c) => {
  const input = await parseJsonBody(c, newProductionVersionSchema);
  return c.json(await createProductionVersion(c.var.deps, currentActor(c.var.currentUser), input), 201);
});

/** The order's id and the required `Idempotency-Key` (a 400 naming it when absent or not a UUID). */
const productionCall = (c: Context<AppEnv>, orderId: string | undefined) => ({
  orderId: parseWith(orderIdParamSchema, { orderId }).orderId,
  key: requiredIdempotencyKey(c.req.header('idempotency-key')),
});

/** The answer as given the first time; a replay says so in `Idempotent-Replayed`, as /api/v1 does. */
const productionResponse = (c: Context<AppEnv>, answer: ProductionAnswer & { replayed: boolean }) => {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body, answer.status);
};

orderProductionRoutes.post('/:id/production-step', requireUser, async (c) => {
  const { orderId, key } = productionCall(c, c.req.param('id'));
  const input = await parseJsonBody(c, advanceProductionStepSchema);
  const actor = currentActor(c.var.currentUser);
  return productionResponse(c, await advanceProductionStep(c.var.deps, actor, orderId, key, input));
});

orderProductionRoutes.post('/:id/quality-control', requireUser, async (c) => {
  const { orderId, key } = productionCall(c, c.req.param('id'));
  const input = await parseJsonBody(c, qualityControlSchema);
  const actor = currentActor(c.var.currentUser);
  return productionResponse(c, await recordQualityControl(c.var.deps, actor, orderId, key, input));
});
