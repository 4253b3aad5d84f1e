import { EAR_SIDES } from '@conque/domain/catalogue/ear-sides';
import { IMPRESSION_MESSAGES, type ImpressionRequestView } from '@conque/domain/orders/impression-requests';
import { meshWarnings } from '@conque/domain/orders/mesh-check';
import type { RequestImpressionInput } from '@conque/domain/orders/request-impression-schema';
import { IMPRESSION_REQUESTABLE_STATUSES } from '@conque/domain/orders/statuses';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { impressionRequests, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { actorName, recordOrderEvent } from '../order-history/record-order-event';
import { assertCan, loadOrder, type OrderRow } from '../orders/order-access';
import { impressionRecipients, ringBells } from './impression-recipients';
import { enqueueImpressionReminder } from './impression-reminder-job';
import { toRequestView } from './impression-request-rows';
import { sendImpressionMails } from './send-impression-mails';

/** What the request names must be the order's: its ears, its files, its files' mesh warnings. */
const checkAgainstOrder = (order: OrderRow, input: RequestImpressionInput) => {
  for (const side of EAR_SIDES)
    if (input.ears.includes(side) && order.details && !order.details[side])
      throw AppError.badRequest(IMPRESSION_MESSAGES.earNotOrdered(side), 'ears');
  const paths = new Set(order.stlFiles.map((file) => file.path));
  if (input.files.some((path) => !paths.has(path)))
    throw AppError.badRequest(IMPRESSION_MESSAGES.fileUnknown, 'files');
  const warnings = new Set(order.stlFiles.flatMap((file) => (file.check ? meshWarnings(file.check) : [])));
  if (input.details.some((detail) => !warnings.has(detail)))
    throw AppError.badRequest(IMPRESSION_MESSAGES.detailUnknown, 'details');
};

/**
 * « Demander une nouvelle empreinte »: a preparator hands an order the lab has not
 * shipped back to the clinic. In one transaction on the order's locked row: the order becomes
 * `awaiting_impression`, the request remembers the status it had, the history records the change
 * and the request, the order's creator and the establishment's managers get their bell and (if they
 * want it) a mail, and the reminder is queued three working days ahead.
 */
export const requestNewImpression = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: RequestImpressionInput,
): Promise<ImpressionRequestView> =>
  deps.db.transaction(async (tx) => {
    const order = assertCan(
      actor,
      'impression_requests.manage',
      await loadOrder(tx, orderId, { lock: true }),
    );
    if (order.status === 'awaiting_impression') throw AppError.conflict(IMPRESSION_MESSAGES.alreadyRequested);
    if (order.invoiceId !== null || !IMPRESSION_REQUESTABLE_STATUSES.includes(order.status))
      throw AppError.conflict(IMPRESSION_MESSAGES.notRequestable);
    checkAgainstOrder(order, input);

    const now = deps.now();
    await tx
      .update(orders)
      .set({ status: 'awaiting_impression', updatedAt: now })
      .where(eq(orders.id, order.id));
    const [request] = await tx
      .insert(impressionRequests)
      .values({
        orderId: order.id,
        ears: input.ears,
        reason: input.reason,
        details: [...new Set(input.details)],
        comment: input.comment,
        replaces: [...new Set(input.files)],
        previousStatus: order.status,
        requestedBy: actor.id,
        requestedByName: await actorName(tx, actor.id),
        requestedAt: now,
      })
      .returning();
    if (!request) throw new Error('impression request not inserted');
    await recordOrderEvent(tx, {
      orderId: order.id,
      actor,
      kind: 'status_changed',
      from: order.status,
      to: 'awaiting_impression',
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      actor,
      kind: 'impression_requested',
      from: input.ears.join(','),
      to: input.reason,
    });
    const recipientIds = await impressionRecipients(tx, order);
    await ringBells(tx, order.id, recipientIds);
    await sendImpressionMails(tx, deps.config, { order, request, recipientIds, reminder: false });
    await enqueueImpressionReminder(tx, request.id, now);
    return toRequestView(request, order);
  });
