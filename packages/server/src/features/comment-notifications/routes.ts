import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { clearCommentNotifications } from './clear-comment-notifications';
import { listCommentNotifications } from './list-comment-notifications';

// The preparators' bell (docs/design.md §5.13). There is no POST /api/send-comment-notification: the mail is
// written by the comment's own transaction, to the recipient the server finds (decision 24, docs/decisions/).
/** Mounted at /api/comment-notifications. */
export const commentNotificationRoutes = new Hono<AppEnv>();
/** Mounted at /api/orders. */
export const orderCommentNotificationRoutes = new Hono<AppEnv>();

commentNotificationRoutes.get('/', requireUser, async (c) =>
  c.json(await listCommentNotifications(c.var.deps, currentActor(c.var.currentUser))),
);

orderCommentNotificationRoutes.delete('/:id/comment-notifications', requireUser, async (c) => {
  const { orderId } = parseWith(orderIdParamSchema, { orderId: c.req.param('id') });
  return c.json(await clearCommentNotifications(c.var.deps, currentActor(c.var.currentUser), orderId));
});
