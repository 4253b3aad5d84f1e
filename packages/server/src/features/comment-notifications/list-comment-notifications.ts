import type { CommentNotificationList } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { count, desc } from 'drizzle-orm';
import { commentNotifications } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

// One notification per order, so the list stays short; past this many the bell still counts them all.
export const COMMENT_NOTIFICATIONS_SHOWN = 50;

/** Spec 001 §6 "receives comment notifications": preparators only (docs/design.md §4), newest first. */
export const listCommentNotifications = async (
  deps: Deps,
  actor: Actor,
): Promise<CommentNotificationList> => {
  if (!can(actor, 'comment_notifications.manage')) throw AppError.forbidden();
  const rows = await deps.db
    .select()
    .from(commentNotifications)
    .orderBy(desc(commentNotifications.createdAt), desc(commentNotifications.id))
    .limit(COMMENT_NOTIFICATIONS_SHOWN);
  const [counted] = await deps.db.select({ total: count() }).from(commentNotifications);
  return {
    items: rows.map((row) => ({
      order_id: row.orderId,
      comment_id: row.commentId,
      order_number: row.orderNumber,
      patient_name: row.patientName,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
};
