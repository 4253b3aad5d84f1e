import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { redactOrderMail } from '../../mail/redact-order-mail';

/**
 * Erasure reaches the outbox too, in its transaction, before any order is deleted
 * (which would unlink the mails). A mail already sent is only our copy: deleted. One not sent yet
 * may still have to leave: its patient becomes `reference` and a quoted comment goes (written
 * before decision 87, when mails still named patients; since then they carry initials only).
 */
export const erasePatientMails = async (tx: Executor, orderIds: string[], reference: string) => {
  if (orderIds.length === 0) return;
  await tx.delete(outbox).where(and(inArray(outbox.orderId, orderIds), isNotNull(outbox.sentAt)));
  const unsent = await tx
    .select({ id: outbox.id, subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(and(inArray(outbox.orderId, orderIds), isNull(outbox.sentAt)))
    .for('update');
  for (const mail of unsent)
    await tx.update(outbox).set(redactOrderMail(mail, reference)).where(eq(outbox.id, mail.id));
};
