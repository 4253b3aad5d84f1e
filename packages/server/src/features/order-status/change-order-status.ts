import type { ChangeOrderStatusResult } from '@conque/domain/orders/api-types';
import { IMPRESSION_MESSAGES } from '@conque/domain/orders/impression-requests';
import {
  type ChangeOrderStatusInput,
  STATUS_CHANGE_MESSAGES,
} from '@conque/domain/orders/status-change-schemas';
import { preparatorStatusChoices } from '@conque/domain/orders/statuses';
import { trackingUrlFor } from '@conque/domain/orders/tracking';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { declareDeviceStatements } from '../device-statements/declare-device-statements';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertCan, loadOrder } from '../orders/order-access';
import { sendOrderReadyPickupMail, sendOrderShippedMail } from '../status-mails/send-status-mail';
import { joinableLeader, releaseFollowers } from './shipping-group';

const SHIPPED_STATUSES = new Set(['shipped', 'ready_pickup']);

/**
 * Spec 001 §4, the preparator's status dialog, on the order's locked row: an invoiced order is
 * locked (409); the status must be one the dialog offers for this delivery mode (a draft is never
 * the preparator's: it is not even visible, 404); shipped takes the tracking number (optional, as
 * the spec "allows" it) and the group; any other status clears both, and a leader leaving shipped
 * dissolves its group. shipped_at follows (docs/design.md §5.11). One status_changed event, and the creator's
 * shipped or ready-for-pickup mail, in the same transaction.
 */
export const changeOrderStatus = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: ChangeOrderStatusInput,
): Promise<ChangeOrderStatusResult> =>
  deps.db.transaction((tx) => changeOrderStatusIn(tx, deps, actor, orderId, input));

/**
 * The same change inside the caller's transaction: the quality control that ends a pickup
 * order's production makes it `ready_pickup` through here (decision 141).
 */
export const changeOrderStatusIn = async (
  tx: Executor,
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: ChangeOrderStatusInput,
): Promise<ChangeOrderStatusResult> => {
  const row = assertCan(actor, 'orders.change_status', await loadOrder(tx, orderId, { lock: true }));
  // What the screen showed is no longer so (another préparateur, the clinic): said, not overwritten.
  if (input.fromStatus !== undefined && input.fromStatus !== row.status)
    throw AppError.conflict(STATUS_CHANGE_MESSAGES.statusChanged(row.status));
  if (row.invoiceId !== null) throw AppError.conflict(STATUS_CHANGE_MESSAGES.invoicedStatus);
  // The order waits for the clinic's impression; the request decides its status.
  if (row.status === 'awaiting_impression') throw AppError.conflict(IMPRESSION_MESSAGES.statusLocked);
  if (!preparatorStatusChoices(row.shippingMethod).includes(input.status))
    throw AppError.badRequest(STATUS_CHANGE_MESSAGES.statusNotOffered, 'status');
  const shipped = input.status === 'shipped';
  if (!shipped && (input.trackingNumber || input.groupWith)) {
    const field = input.trackingNumber ? 'trackingNumber' : 'groupWith';
    throw AppError.badRequest(STATUS_CHANGE_MESSAGES.shipmentOnlyWhenShipped, field);
  }

  const trackingUrl = shipped ? trackingUrlFor(row.shippingMethod, input.trackingNumber ?? '') : null;
  const group = shipped && input.groupWith ? await joinableLeader(tx, row, input.groupWith) : null;
  const result = (shippedAt: Date | null): ChangeOrderStatusResult => ({
    status: input.status,
    tracking_url: trackingUrl,
    shared_shipping_group: group,
    shipped_at: shippedAt?.toISOString() ?? null,
  });
  // Nothing changes, nothing is recorded (a dialog confirmed as it opened).
  if (input.status === row.status && trackingUrl === row.trackingUrl && group === row.sharedShippingGroup)
    return result(row.shippedAt);

  const now = deps.now();
  const shippedAt = !SHIPPED_STATUSES.has(input.status)
    ? null
    : input.status === row.status
      ? row.shippedAt
      : now;
  // An order entering « En cours » starts at the lab's first step (decision 141).
  const production =
    input.status === 'in_progress' && row.status !== 'in_progress'
      ? {
          productionStep: null,
          productionDone: false,
          productionRevision: row.productionRevision + 1,
        }
      : {};
  await tx
    .update(orders)
    .set({
      status: input.status,
      trackingUrl,
      sharedShippingGroup: group,
      shippedAt,
      updatedAt: now,
      ...production,
    })
    .where(eq(orders.id, row.id));
  if (!shipped) await releaseFollowers(tx, row.id, actor, now);
  // The device leaves the lab: its statements are declared from the order as it is now (decision 144).
  if (shippedAt && input.status !== row.status)
    await declareDeviceStatements(tx, deps.config, row, shippedAt);
  // The creator is told when the order enters shipped or ready_pickup; a
  // correction of a shipped order (tracking, group) mails nothing again (decision 53, docs/decisions/).
  if (input.status !== row.status && input.status === 'shipped')
    await sendOrderShippedMail(tx, deps.config, { ...row, trackingUrl, sharedShippingGroup: group });
  if (input.status !== row.status && input.status === 'ready_pickup')
    await sendOrderReadyPickupMail(tx, deps.config, row);
  await recordOrderEvent(tx, {
    orderId: row.id,
    actor,
    kind: 'status_changed',
    from: row.status,
    to: input.status,
  });
  return result(shippedAt);
};
