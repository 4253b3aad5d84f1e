import { STATUS_CHANGE_MESSAGES } from '@conque/domain/orders/status-change-schemas';
import { MAX_ORDERS_PER_SHIPPING_GROUP } from '@conque/domain/pricing/shipping-discounts';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { recordOrderEvent } from '../order-history/record-order-event';
import { loadOrder, type OrderRow } from '../orders/order-access';

// docs/design.md §5.9 grouped shipping. A group is its leader (shared_shipping_group null) and the orders
// whose shared_shipping_group is the leader's id: one level, at most 3 orders. The invoice gives
// each order but the leader the "Remise expédition groupée".

/** The group an order belongs to is named by its leader's id. */
export const leaderOf = (order: Pick<OrderRow, 'id' | 'sharedShippingGroup'>): string =>
  order.sharedShippingGroup ?? order.id;

const followersOf = (db: Executor, leaderId: string) =>
  db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.sharedShippingGroup, leaderId));

/**
 * The leader `order` joins when grouped with `groupWithId`, checked on locked rows: the chosen order
 * is shipped, un-invoiced, of the same establishment and delivery mode; the group has room for one
 * more (two preparators filling the last place one after the other: the second waits on the
 * leader's lock, then counts the first).
 */
export const joinableLeader = async (tx: Executor, order: OrderRow, groupWithId: string): Promise<string> => {
  if (groupWithId === order.id)
    throw AppError.badRequest(STATUS_CHANGE_MESSAGES.groupWithItself, 'groupWith');
  if ((await followersOf(tx, order.id)).length > 0)
    throw AppError.conflict(STATUS_CHANGE_MESSAGES.leadsGroup);

  const chosen = await loadOrder(tx, groupWithId, { lock: true });
  if (!chosen || chosen.status === 'draft')
    throw AppError.badRequest(STATUS_CHANGE_MESSAGES.groupNotFound, 'groupWith');
  const eligible =
    chosen.status === 'shipped' &&
    chosen.invoiceId === null &&
    chosen.establishmentId === order.establishmentId &&
    chosen.shippingMethod === order.shippingMethod;
  if (!eligible) throw AppError.conflict(STATUS_CHANGE_MESSAGES.groupNotEligible);

  const leaderId = leaderOf(chosen);
  if (leaderId !== chosen.id) await loadOrder(tx, leaderId, { lock: true });
  const [members] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.sharedShippingGroup, leaderId), ne(orders.id, order.id)));
  // The leader, its other followers, and this order.
  if (1 + (members?.n ?? 0) + 1 > MAX_ORDERS_PER_SHIPPING_GROUP)
    throw AppError.conflict(STATUS_CHANGE_MESSAGES.groupFull);
  return leaderId;
};

/**
 * A leader that leaves `shipped` dissolves its group (decision 29): the followers keep their
 * status and tracking but ship alone now, which their history records.
 */
export const releaseFollowers = async (
  tx: Executor,
  leaderId: string,
  actor: { id: string },
  now: Date,
): Promise<void> => {
  const followers = await followersOf(tx, leaderId);
  if (followers.length === 0) return;
  await tx
    .update(orders)
    .set({ sharedShippingGroup: null, updatedAt: now })
    .where(eq(orders.sharedShippingGroup, leaderId));
  for (const follower of followers) {
    await recordOrderEvent(tx, {
      orderId: follower.id,
      actor,
      kind: 'status_changed',
      from: follower.status,
      to: follower.status,
    });
  }
};
