import type { GroupingCandidatesResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { MAX_ORDERS_PER_SHIPPING_GROUP } from '@conque/domain/pricing/shipping-discounts';
import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from '../orders/order-access';
import { leaderOf } from './shipping-group';

/** Spec 001 §9: the grouping list shows up to 5 other shipped orders. */
export const GROUPING_CANDIDATES_LIMIT = 5;

/**
 * GET /api/orders/:id/grouping-candidates (spec 001 §4 and §9, docs/design.md §5.9): the newest shipped,
 * un-invoiced orders of the same establishment and delivery mode, this order and its own followers
 * aside, with the size of the group each would join. The preparator's, like the status change.
 */
export const listGroupingCandidates = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<GroupingCandidatesResponse> => {
  const row = assertCan(actor, 'orders.change_status', await loadOrder(deps.db, orderId));
  const candidates = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.establishmentId, row.establishmentId),
        eq(orders.status, 'shipped'),
        eq(orders.shippingMethod, row.shippingMethod),
        isNull(orders.invoiceId),
        ne(orders.id, row.id),
        or(isNull(orders.sharedShippingGroup), ne(orders.sharedShippingGroup, row.id)),
      ),
    )
    .orderBy(sql`${orders.shippedAt} desc nulls last`, desc(orders.createdAt))
    .limit(GROUPING_CANDIDATES_LIMIT);
  if (candidates.length === 0) return { items: [] };

  const leaders = [...new Set(candidates.map(leaderOf))];
  const leader = sql<string>`coalesce(${orders.sharedShippingGroup}, ${orders.id})`;
  const sizes = await deps.db
    .select({ leader, n: count() })
    .from(orders)
    .where(
      and(
        or(inArray(orders.id, leaders), inArray(orders.sharedShippingGroup, leaders)),
        ne(orders.id, row.id),
      ),
    )
    .groupBy(leader);
  const sizeOf = new Map(sizes.map((size) => [size.leader, size.n]));

  return {
    items: candidates.map((candidate) => {
      const groupSize = sizeOf.get(leaderOf(candidate)) ?? 1;
      return {
        id: candidate.id,
        order_number: candidate.orderNumber,
        patient_first_name: candidate.patientFirstName,
        patient_last_name: candidate.patientLastName,
        shipped_at: candidate.shippedAt?.toISOString() ?? null,
        leader_id: leaderOf(candidate),
        group_size: groupSize,
        group_full: groupSize >= MAX_ORDERS_PER_SHIPPING_GROUP,
      };
    }),
  };
};
