import { describe, expect, it } from 'vitest';
import type { Mail } from '../../src/mail/enqueue-mail';
import { goldenAccountMails } from './golden-account-mails';
import { goldenOrderMails } from './golden-order-mails';

// Each mail as it leaves, byte for byte: the envelope, the subject, the text and the HTML, kept in
// golden-mails/<case>.txt. A change to a template's words or markup shows there as a diff to review;
// `vitest run -u` rewrites the files once the change is the one intended.

const golden = (mail: Mail) =>
  [
    JSON.stringify(
      { to: mail.to, replyTo: mail.replyTo, orderId: mail.orderId, unsubscribeUrl: mail.unsubscribeUrl },
      null,
      2,
    ),
    `subject: ${mail.subject}`,
    '---- text ----',
    mail.text,
    '---- html ----',
    mail.html,
    '',
  ].join('\n');

describe('every mail, as it is written', () => {
  it.each([...goldenAccountMails(), ...goldenOrderMails()])('%s', async (name, mail) => {
    await expect(golden(mail)).toMatchFileSnapshot(`./golden-mails/${name}.txt`);
  });
});
