import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { enqueueMail } from '../../mail/enqueue-mail';
import { commentNotificationMail } from '../../mail/templates/comment-notification';
import type { OrderRow } from '../orders/order-access';
import { patientNameOf } from './record-comment-notification';

/**
 * Spec 001 §7 "send-comment-notification": a preparator's comment is mailed to the order's creator
 * (spec §6, DESIGN §5.13). Called inside the comment's transaction, so the mail leaves only if the
 * comment is stored (DESIGN §5.14). The recipient comes from the order, never from a client: no
 * caller can make the server mail an address of its choosing (docs/decisions.md).
 */
export const sendCommentNotification = async (
  tx: Tx,
  config: Config,
  input: { order: OrderRow; commentContent: string; preparatorName: string },
): Promise<string | undefined> => {
  const [creator] = await tx
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, input.order.createdBy))
    .limit(1);
  if (!creator) return undefined;
  const mail = commentNotificationMail({
    to: creator.email,
    firstName: creator.firstName,
    orderNumber: input.order.orderNumber ?? '',
    patientName: patientNameOf(input.order),
    commentContent: input.commentContent,
    preparatorName: input.preparatorName,
    link: `${config.publicUrl}/dashboard/orders/${input.order.id}#commentaires`,
    organisationName: config.organisation.name,
  });
  return enqueueMail(tx, mail);
};
