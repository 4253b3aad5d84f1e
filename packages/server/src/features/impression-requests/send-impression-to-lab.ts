import {
  IMPRESSION_MESSAGES,
  missingEars,
  type SendImpressionResult,
} from '@conque/domain/orders/impression-requests';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { impressionRequests, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertCan, loadOrder } from '../orders/order-access';
import { enqueueOrderPdf } from '../orders/order-pdf-job';
import { silenceBells } from './impression-recipients';
import { loadOpenRequest } from './impression-request-rows';

/**
 * « Renvoyer au laboratoire »: once each ear asked has its file, in one transaction
 * on the order's locked row, the new files become the order's, the ones they replace move to the
 * request as the previous version (the lab keeps them), the order goes back to the status it had,
 * the bells go quiet, the history records it and the order form (which lists the files) is made again.
 * The lab hears it live from the status change (migration 0020).
 */
export const sendImpressionToLab = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<SendImpressionResult> =>
  deps.db.transaction(async (tx) => {
    const order = assertCan(
      actor,
      'impression_requests.answer',
      await loadOrder(tx, orderId, { lock: true }),
    );
    const request = await loadOpenRequest(tx, order.id, { lock: true });
    if (!request) throw AppError.conflict(IMPRESSION_MESSAGES.noOpenRequest);
    const missing = missingEars(request);
    if (missing.length > 0) throw AppError.badRequest(IMPRESSION_MESSAGES.filesMissing(missing), 'files');

    const replaced = order.stlFiles.filter((file) => request.replaces.includes(file.path));
    const stlFiles = [...order.stlFiles.filter((file) => !replaced.includes(file)), ...request.files];
    const now = deps.now();
    await tx
      .update(orders)
      .set({ status: request.previousStatus, stlFiles, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx
      .update(impressionRequests)
      .set({ state: 'answered', files: [], replacedFiles: replaced, closedAt: now, closedBy: actor.id })
      .where(eq(impressionRequests.id, request.id));
    await silenceBells(tx, order.id);
    await recordOrderEvent(tx, {
      orderId: order.id,
      actor,
      kind: 'status_changed',
      from: order.status,
      to: request.previousStatus,
    });
    await recordOrderEvent(tx, {
      orderId: order.id,
      actor,
      kind: 'impression_sent',
      to: request.files.map((file) => file.name).join(', '),
    });
    if (order.orderNumber) await enqueueOrderPdf(tx, order.id);
    return { status: request.previousStatus, stl_files: stlFiles };
  });
