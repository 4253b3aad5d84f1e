import type pg from 'pg';
import { header, type TestSmtpServer } from '../../packages/server/test/mail/smtp-test-kit';
import { written } from './written';

// The mails, checked at the end: every mail of the outbox received by SMTP exactly once (a mail job
// a killed process held must not be sent twice), and each mail the acknowledged actions owe written
// once in the outbox.

export const checkMails = async (db: pg.Client, smtp: TestSmtpServer) => {
  const outbox = await db.query<{ id: string; sent: boolean }>(
    `SELECT id, sent_at IS NOT NULL AS sent FROM outbox`,
  );
  const received = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = /<([^@>]+)@/.exec(header(mail.raw, 'message-id') ?? '')?.[1] ?? '?';
    received.set(id, (received.get(id) ?? 0) + 1);
  }
  const lost = outbox.rows.filter((row) => !received.has(row.id));
  const twice = [...received].filter(([, n]) => n > 1);
  const strangers = [...received.keys()].filter((id) => !outbox.rows.some((row) => row.id === id));
  console.log(
    `  mails: ${outbox.rows.length} in the outbox, ${smtp.received.length} received by SMTP; ` +
      `not received ${lost.length}${lost.length ? ` (${lost.filter((r) => !r.sent).length} still unsent)` : ''}, ` +
      `received more than once ${twice.length}${
        twice.length
          ? ` (${twice
              .slice(0, 3)
              .map(([id, n]) => `${id} ×${n}`)
              .join(', ')})`
          : ''
      }, unknown ${strangers.length}`,
  );

  // The mails the acknowledged actions owe (features/status-mails): one « validée » per validated
  // order, one « expédiée » per shipped one, to the order's maker, each written once in the outbox.
  const owed = await db.query<{ order_id: string; validated: number; shipped: number }>(
    `SELECT order_id, count(*) FILTER (WHERE subject LIKE 'Commande % validée %')::int AS validated,
            count(*) FILTER (WHERE subject LIKE 'Commande % expédiée %')::int AS shipped
     FROM outbox WHERE order_id = ANY($1::uuid[]) GROUP BY order_id`,
    [[...written.keys()]],
  );
  const mailsOf = new Map(owed.rows.map((row) => [row.order_id, row]));
  const mailProblems: string[] = [];
  let owedMails = 0;
  for (const [id, order] of written) {
    if (order.status === 'draft') continue;
    const mails = mailsOf.get(id);
    const expected = { validated: 1, shipped: order.status === 'shipped' ? 1 : 0 };
    owedMails += expected.validated + expected.shipped;
    if (
      (mails?.validated ?? 0) !== expected.validated ||
      (order.possible.size === 1 && (mails?.shipped ?? 0) !== expected.shipped)
    )
      mailProblems.push(
        `order ${id} (${order.status}): ${mails?.validated ?? 0} « validée », ${mails?.shipped ?? 0} « expédiée » in the outbox`,
      );
  }
  console.log(
    `  mails owed by acknowledged validations and shipments: ${owedMails}, ${mailProblems.length ? `${mailProblems.length} orders WRONG` : 'each in the outbox once'}`,
  );
  for (const problem of mailProblems.slice(0, 5)) console.log(`    ${problem}`);
};
