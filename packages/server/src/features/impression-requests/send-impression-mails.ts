import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { impressionRequestedMail } from '../../mail/templates/impression-requested';
import { enqueueChosenMail } from '../email-preferences/enqueue-chosen-mail';
import type { OrderRow } from '../orders/order-access';
import type { ImpressionRequestRow } from './impression-request-rows';

/**
 * « Nouvelle empreinte demandée » (or its reminder) to each recipient who has not
 * switched that kind off, in the caller's transaction (written only if the change commits).
 */
export const sendImpressionMails = async (
  tx: Executor,
  config: Config,
  input: {
    order: Pick<OrderRow, 'id' | 'orderNumber' | 'patientFirstName' | 'patientLastName'>;
    request: Pick<ImpressionRequestRow, 'ears' | 'reason' | 'details' | 'comment' | 'requestedAt'>;
    recipientIds: string[];
    reminder: boolean;
  },
) => {
  const { order, request } = input;
  for (const userId of input.recipientIds)
    await enqueueChosenMail(tx, config, {
      userId,
      kind: 'impression_requested',
      build: (recipient) =>
        impressionRequestedMail({
          to: recipient.email,
          firstName: recipient.firstName,
          orderId: order.id,
          orderNumber: order.orderNumber ?? '',
          patient: { firstName: order.patientFirstName, lastName: order.patientLastName },
          ears: request.ears,
          reason: request.reason,
          details: request.details,
          hasComment: request.comment !== '',
          requestedAt: request.requestedAt,
          reminder: input.reminder,
          link: `${config.publicUrl}/dashboard/orders/${order.id}`,
          organisationName: config.organisation.name,
          footer: recipient.footer,
        }),
    });
};
