import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { clearOrderNotifications } from './clear-order-notifications';
import { listOrderNotifications } from './list-order-notifications';

// Each person's bell on the establishment side (the lab's is comment-notifications).
/** Mounted at /api/notifications. */
export const notificationRoutes = new Hono<AppEnv>();
/** Mounted at /api/orders. */
export const orderNotificationRoutes = new Hono<AppEnv>();

notificationRoutes.get('/', requireUser, async (c) =>
  c.json(await listOrderNotifications(c.var.deps, currentActor(c.var.currentUser))),
);

orderNotificationRoutes.delete('/:id/notifications', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, { orderId: c.req.param('id') });
  return c.json(await clearOrderNotifications(c.var.deps, currentActor(c.var.currentUser), orderId));
});
