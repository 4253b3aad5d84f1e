import type { Executor } from '../db/client';
import { jobs, outbox } from '../db/schema/index';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A mail its recipient may switch off: the signed one-click link (RFC 8058), sent as headers. */
  unsubscribeUrl?: string;
  /** The order a mail is about: erasing the order's patient reaches the mail (redact-order-mail.ts). */
  orderId?: string;
};

export const SEND_MAIL_JOB = 'send-mail';

// A mail is tried for 24 h (send-mail-job.ts): with the worker's backoff (10 s doubling, capped at
// 1 h) that is about 32 tries; this bound is only a backstop (decision 13, docs/decisions/).
export const SEND_MAIL_MAX_ATTEMPTS = 40;

/**
 * Writes a mail to the outbox, with the job that sends it, inside the caller's transaction
 * (docs/design.md §5.14): if the change rolls back, no mail leaves; if the mail server is down, none is lost.
 */
export const enqueueMail = async (tx: Executor, mail: Mail) => {
  const [row] = await tx
    .insert(outbox)
    .values({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      unsubscribeUrl: mail.unsubscribeUrl,
      orderId: mail.orderId,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox row not inserted');
  await tx
    .insert(jobs)
    .values({ kind: SEND_MAIL_JOB, payload: { outboxId: row.id }, maxAttempts: SEND_MAIL_MAX_ATTEMPTS });
  return row.id;
};
