import { planningQuoteQuerySchema } from '@conque/domain/planning/api-types';
import { movePromisedDateSchema } from '@conque/domain/planning/move-promised-date-schema';
import { newPlanningVersionSchema } from '@conque/domain/planning/planning-settings';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseQuery, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { createPlanningVersion } from './create-planning-version';
import { getPlanning, quotePromisedDate } from './get-planning';
import { listPlanningDays } from './list-planning-days';
import { movePromisedDate } from './move-promised-date';

// The lab's planning, in versions, and the date a new order would be promised.
/** Mounted at /api/planning. */
export const planningRoutes = new Hono<AppEnv>();
/** Mounted at /api/orders: the promised date of one order. */
export const orderPlanningRoutes = new Hono<AppEnv>();

planningRoutes.get('/', requireUser, async (c) =>
  c.json(await getPlanning(c.var.deps, currentActor(c.var.currentUser))),
);

planningRoutes.get('/days', requireUser, async (c) =>
  c.json(await listPlanningDays(c.var.deps, currentActor(c.var.currentUser))),
);

planningRoutes.get('/quote', requireUser, async (c) => {
  const query = parseQuery(c, planningQuoteQuerySchema);
  return c.json(await quotePromisedDate(c.var.deps, currentActor(c.var.currentUser), query));
});

orderPlanningRoutes.post('/:orderId/promised-date', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, c.req.param());
  const input = await parseJsonBody(c, movePromisedDateSchema);
  return c.json(await movePromisedDate(c.var.deps, currentActor(c.var.currentUser), orderId, input));
});

planningRoutes.post('/', requireUser, async (c) => {
  const input = await parseJsonBody(c, newPlanningVersionSchema);
  return c.json(await createPlanningVersion(c.var.deps, currentActor(c.var.currentUser), input), 201);
});
