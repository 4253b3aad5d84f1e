import type { Config } from '../config';
import type { outbox } from '../db/schema/index';

type OutboxMail = typeof outbox.$inferSelect;

/**
 * Hands one outbox mail to the SMTP server of SMTP_URL. Timeouts are far shorter than nodemailer's
 * (2 and 10 minutes) so that a hung server fails the try well within the job's lease.
 */
export const sendOverSmtp = async (config: Config, mail: OutboxMail): Promise<void> => {
  if (!config.smtpUrl) throw new Error('SMTP_URL non configuré');
  // Loaded with the first mail: a server without SMTP_URL never needs it (decision 55).
  const { createTransport } = await import('nodemailer');
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  try {
    await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // The same Message-ID on every try lets a mailbox drop the duplicate left by a try that sent
      // the mail but died before recording it.
      messageId: `<${mail.id}@${senderDomain(config.mailFrom)}>`,
      // RFC 2369 and RFC 8058: the mail client's own "unsubscribe" button POSTs to the link.
      ...(mail.unsubscribeUrl
        ? {
            list: { unsubscribe: mail.unsubscribeUrl },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    });
  } finally {
    transport.close();
  }
};

const senderDomain = (from: string): string => /@([^\s>]+)/.exec(from)?.[1] ?? 'conque.local';
