import type { ImpressionRequestsResponse } from '@conque/domain/orders/impression-requests';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, desc, eq, sql } from 'drizzle-orm';
import { impressionRequests } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder, orderResource } from '../orders/order-access';
import { loadOpenRequest, toRequestView } from './impression-request-rows';

/**
 * GET /api/orders/:id/impression-requests: the open request (whoever sees the order:
 * the clinic's banner, the lab's card) and, for the lab only, the impressions new ones replaced.
 */
export const getImpressionRequests = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<ImpressionRequestsResponse> => {
  const order = assertCan(actor, 'orders.view', await loadOrder(deps.db, orderId));
  const open = await loadOpenRequest(deps.db, order.id);
  const previous = can(actor, 'impression_requests.view_previous', orderResource(order))
    ? await deps.db
        .select()
        .from(impressionRequests)
        .where(
          and(
            eq(impressionRequests.orderId, order.id),
            eq(impressionRequests.state, 'answered'),
            sql`${impressionRequests.replacedFiles} <> '[]'::jsonb`,
          ),
        )
        .orderBy(desc(impressionRequests.closedAt))
    : [];
  return {
    open: open ? toRequestView(open, order) : null,
    previous: previous.map((request) => ({
      request_id: request.id,
      reason: request.reason,
      ears: request.ears,
      requested_at: request.requestedAt.toISOString(),
      answered_at: (request.closedAt ?? request.requestedAt).toISOString(),
      files: request.replacedFiles,
    })),
  };
};
