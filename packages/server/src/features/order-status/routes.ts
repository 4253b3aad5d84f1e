import { changeDeliverySchema, changeOrderStatusSchema } from '@conque/domain/orders/status-change-schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { changeDeliveryType } from './change-delivery-type';
import { changeOrderStatus } from './change-order-status';
import { listGroupingCandidates } from './list-grouping-candidates';

// The preparator's dialogs of the order detail (spec 001 §2 and §4).
export const orderStatusRoutes = new Hono<AppEnv>();

const orderIdOf = (id: string | undefined) => parseWith(orderIdParamSchema, { orderId: id }).orderId;

orderStatusRoutes.post('/:id/status', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const input = await parseJsonBody(c, changeOrderStatusSchema);
  return c.json(await changeOrderStatus(c.var.deps, currentActor(c.var.currentUser), orderId, input));
});

orderStatusRoutes.get('/:id/grouping-candidates', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(await listGroupingCandidates(c.var.deps, currentActor(c.var.currentUser), orderId));
});

orderStatusRoutes.post('/:id/delivery', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const input = await parseJsonBody(c, changeDeliverySchema);
  return c.json(await changeDeliveryType(c.var.deps, currentActor(c.var.currentUser), orderId, input));
});
