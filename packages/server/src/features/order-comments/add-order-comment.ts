import type { OrderCommentView } from '@conque/domain/orders/api-types';
import type { AddOrderCommentInput } from '@conque/domain/orders/comment-schema';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orderComments, profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import {
  deleteCommentNotification,
  recordCommentNotification,
} from '../comment-notifications/record-comment-notification';
import { sendCommentNotification } from '../comment-notifications/send-comment-notification';
import { loadOrder } from '../orders/order-access';
import { assertMayComment } from './comment-rules';
import { displayName, toCommentView } from './comment-view';

/**
 * Spec 001 §7 "order_comments: insert", with what it sets off (spec §6, docs/design.md §5.13) in the same
 * transaction: a non-preparator's comment becomes the order's notification for the preparators; a
 * preparator's comment is mailed to the order's creator through the outbox and, being an answer,
 * clears the order's notification.
 */
export const addOrderComment = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: AddOrderCommentInput,
): Promise<OrderCommentView> =>
  deps.db.transaction(async (tx) => {
    const order = assertMayComment(actor, await loadOrder(tx, orderId));
    const [author] = await tx
      .select({
        id: profiles.id,
        email: profiles.email,
        first_name: profiles.firstName,
        last_name: profiles.lastName,
        role: profiles.role,
      })
      .from(profiles)
      .where(eq(profiles.id, actor.id))
      .limit(1);
    if (!author) throw AppError.forbidden();
    const [row] = await tx
      .insert(orderComments)
      .values({
        orderId: order.id,
        content: input.content,
        createdBy: author.id,
        author,
        createdAt: deps.now(),
      })
      .returning();
    if (!row) throw new Error('order comment not inserted');
    if (author.role === 'preparator') {
      await sendCommentNotification(tx, deps.config, { order, preparatorName: displayName(author) });
      await deleteCommentNotification(tx, order.id);
    } else {
      await recordCommentNotification(tx, { order, commentId: row.id, createdAt: row.createdAt });
    }
    return toCommentView(row);
  });
