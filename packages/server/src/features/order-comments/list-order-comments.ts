import type { OrderCommentList } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { asc, eq } from 'drizzle-orm';
import { orderComments } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { loadOrder } from '../orders/order-access';
import { assertSeesOrder } from './comment-rules';
import { toCommentView } from './comment-view';

/** Spec 001 §7 "order_comments: select": the order's thread, oldest first, for whoever sees the order. */
export const listOrderComments = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<OrderCommentList> => {
  const order = assertSeesOrder(actor, await loadOrder(deps.db, orderId));
  const rows = await deps.db
    .select()
    .from(orderComments)
    .where(eq(orderComments.orderId, order.id))
    // The id breaks ties between two comments of the same microsecond, so the order never flickers.
    .orderBy(asc(orderComments.createdAt), asc(orderComments.id));
  const items = rows.map(toCommentView);
  return { items, total: items.length };
};
