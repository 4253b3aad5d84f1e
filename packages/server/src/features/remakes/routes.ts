import { requestRemakeSchema } from '@conque/domain/orders/request-remake-schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseQuery, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { remakeRatesQuerySchema } from './remake-input';
import { remakeRates } from './remake-rates';
import { requestRemake } from './request-remake';

// Remakes of shipped orders, and their rates for the lab.
/** Mounted at /api/orders. */
export const orderRemakeRoutes = new Hono<AppEnv>();
/** Mounted at /api/remake-rates. */
export const remakeRateRoutes = new Hono<AppEnv>();

orderRemakeRoutes.post('/:id/remake', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, { orderId: c.req.param('id') });
  const input = await parseJsonBody(c, requestRemakeSchema);
  return c.json(await requestRemake(c.var.deps, currentActor(c.var.currentUser), orderId, input), 201);
});

remakeRateRoutes.get('/', requireUser, async (c) => {
  const { months } = parseQuery(c, remakeRatesQuerySchema);
  return c.json(await remakeRates(c.var.deps, currentActor(c.var.currentUser), months));
});
