import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { listOrderHistory } from './list-order-history';

export const orderHistoryRoutes = new Hono<AppEnv>();

orderHistoryRoutes.get('/:id/history', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, { orderId: c.req.param('id') });
  return c.json(await listOrderHistory(c.var.deps, currentActor(c.var.currentUser), orderId));
});
