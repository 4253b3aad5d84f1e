import type { Actor } from '@conque/domain/permissions/can';
import type { MovePromisedDateResult } from '@conque/domain/planning/api-types';
import { isAwaitingShipment } from '@conque/domain/planning/due';
import {
  MOVE_PROMISED_DATE_MESSAGES,
  type MovePromisedDateInput,
} from '@conque/domain/planning/move-promised-date-schema';
import { closedReason } from '@conque/domain/planning/working-days';
import { parisDay } from '@conque/domain/shared/paris-time';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { impressionRecipients, ringBells } from '../impression-requests/impression-recipients';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertCan, loadOrder } from '../orders/order-access';
import { enqueueOrderPdf } from '../orders/order-pdf-job';
import { sendOrderDateChangedMail } from '../status-mails/send-status-mail';
import { readPlanning } from './read-planning';

/**
 * A préparateur moves an order's promised day, saying why. Only while the order
 * awaits shipment, to a day the lab works (planning in force now), today or later. In one
 * transaction on the locked order: the day and the reason, the history, the clinic's bell notice, the
 * creator's mail (if they want that kind) and a new order form (it prints the day). The orders row
 * changes, so the clinic's open pages hear it live (decision 88).
 */
export const movePromisedDate = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: MovePromisedDateInput,
): Promise<MovePromisedDateResult> => {
  const now = deps.now();
  const settings = await readPlanning(deps.db, now);
  return deps.db.transaction(async (tx) => {
    const row = assertCan(actor, 'orders.move_promised_date', await loadOrder(tx, orderId, { lock: true }));
    if (!isAwaitingShipment(row.status)) throw AppError.conflict(MOVE_PROMISED_DATE_MESSAGES.notAwaiting);
    const previous = row.promisedShipOn;
    if (previous === null) throw AppError.conflict(MOVE_PROMISED_DATE_MESSAGES.noPromise);
    const day = input.promised_ship_on;
    const field = 'promised_ship_on';
    if (day < parisDay(now))
      throw AppError.badRequest(`Date d'expédition prévue : ${MOVE_PROMISED_DATE_MESSAGES.pastDate}`, field);
    if (day === previous)
      throw AppError.badRequest(`Date d'expédition prévue : ${MOVE_PROMISED_DATE_MESSAGES.sameDate}`, field);
    const closed = closedReason(day, settings.closures);
    if (closed)
      throw AppError.badRequest(
        `Date d'expédition prévue : ${MOVE_PROMISED_DATE_MESSAGES.closed(closed)}`,
        field,
      );

    await tx
      .update(orders)
      .set({ promisedShipOn: day, promisedShipReason: input.reason, updatedAt: now })
      .where(eq(orders.id, row.id));
    await recordOrderEvent(tx, {
      orderId: row.id,
      actor,
      kind: 'promised_date_changed',
      from: previous,
      to: day,
    });
    await ringBells(tx, row.id, await impressionRecipients(tx, row), 'promised_date_changed');
    await sendOrderDateChangedMail(tx, deps.config, { ...row, promisedShipOn: day }, previous);
    await enqueueOrderPdf(tx, row.id);
    return { promised_ship_on: day };
  });
};
