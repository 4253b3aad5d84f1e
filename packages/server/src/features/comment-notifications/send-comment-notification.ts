import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { commentNotificationMail } from '../../mail/templates/comment-notification';
import { enqueueChosenMail } from '../email-preferences/enqueue-chosen-mail';
import type { OrderRow } from '../orders/order-access';

/**
 * Spec 001 §7 "send-comment-notification": a preparator's comment is announced by mail to the
 * order's creator (spec §6, docs/design.md §5.13), unless the creator switched comment e-mails off.
 * Called inside the comment's transaction, so the mail leaves only if the comment is stored
 * (docs/design.md §5.14). The recipient comes from the order, never from a client: no caller can make the
 * server mail an address of its choosing (decision 24, docs/decisions/). The spec's `commentContent` is not
 * mailed: a comment may hold health data, which e-mail does not carry.
 */
export const sendCommentNotification = async (
  tx: Tx,
  config: Config,
  input: { order: OrderRow; preparatorName: string },
): Promise<string | undefined> =>
  enqueueChosenMail(tx, config, {
    userId: input.order.createdBy,
    kind: 'order_comment',
    build: (creator) =>
      commentNotificationMail({
        to: creator.email,
        firstName: creator.firstName,
        orderId: input.order.id,
        orderNumber: input.order.orderNumber ?? '',
        patient: { firstName: input.order.patientFirstName, lastName: input.order.patientLastName },
        preparatorName: input.preparatorName,
        link: `${config.publicUrl}/dashboard/orders/${input.order.id}#commentaires`,
        organisationName: config.organisation.name,
        footer: creator.footer,
      }),
  });
