import { addOrderCommentSchema } from '@conque/domain/orders/comment-schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { orderIdParamSchema } from '../orders/order-input';
import { addOrderComment } from './add-order-comment';
import { listOrderComments } from './list-order-comments';

// Spec 001 §7 "order_comments: select, insert" as REST reads and writes under the order.
export const orderCommentRoutes = new Hono<AppEnv>();

const orderIdOf = (id: string | undefined) => parseWith(orderIdParamSchema, { orderId: id }).orderId;

orderCommentRoutes.get('/:id/comments', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  return c.json(await listOrderComments(c.var.deps, currentActor(c.var.currentUser), orderId));
});

orderCommentRoutes.post('/:id/comments', requireUser, async (c) => {
  const orderId = orderIdOf(c.req.param('id'));
  const input = await parseJsonBody(c, addOrderCommentSchema);
  return c.json(await addOrderComment(c.var.deps, currentActor(c.var.currentUser), orderId, input), 201);
});
