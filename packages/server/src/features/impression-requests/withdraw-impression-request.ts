import {
  IMPRESSION_MESSAGES,
  type WithdrawImpressionResult,
} from '@conque/domain/orders/impression-requests';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { impressionRequests, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertCan, loadOrder } from '../orders/order-access';
import { silenceBells } from './impression-recipients';
import { loadOpenRequest } from './impression-request-rows';
import { removeStoredQuietly } from './remove-stored-quietly';

/**
 * The preparator withdraws the request (the impression was fine after all, or came
 * another way). The order goes back to the status it had, the bells go quiet, the history says so;
 * what the clinic had uploaded for it and not sent is deleted (it never became the order's).
 */
export const withdrawImpressionRequest = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<WithdrawImpressionResult> => {
  const { status, dropped } = await deps.db.transaction(async (tx) => {
    const order = assertCan(
      actor,
      'impression_requests.manage',
      await loadOrder(tx, orderId, { lock: true }),
    );
    const request = await loadOpenRequest(tx, order.id, { lock: true });
    if (!request) throw AppError.conflict(IMPRESSION_MESSAGES.noOpenRequest);
    const now = deps.now();
    await tx
      .update(orders)
      .set({ status: request.previousStatus, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx
      .update(impressionRequests)
      .set({ state: 'withdrawn', files: [], closedAt: now, closedBy: actor.id })
      .where(eq(impressionRequests.id, request.id));
    await silenceBells(tx, order.id);
    await recordOrderEvent(tx, {
      orderId: order.id,
      actor,
      kind: 'status_changed',
      from: order.status,
      to: request.previousStatus,
    });
    await recordOrderEvent(tx, { orderId: order.id, actor, kind: 'impression_request_withdrawn' });
    return { status: request.previousStatus, dropped: request.files.map((file) => file.path) };
  });
  await removeStoredQuietly(deps, orderId, dropped);
  return { status };
};
