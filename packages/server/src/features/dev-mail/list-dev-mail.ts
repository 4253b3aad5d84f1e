import { desc } from 'drizzle-orm';
import { outbox } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';

export type DevMail = {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

// Enough for a developer's session or an end-to-end run; older mail stays in the table.
export const DEV_MAIL_LIMIT = 200;

/** The outbox, newest first, for the dev mailbox (docs/design.md §1: mail stays readable without SMTP). */
export const listDevMail = async (deps: Deps): Promise<DevMail[]> => {
  const rows = await deps.db
    .select()
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(DEV_MAIL_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: row.createdAt.toISOString(),
  }));
};
