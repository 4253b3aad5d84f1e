import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';

/**
 * Deletes the outbox mails written before `before`, rows and all (decision 48, docs/decisions/). Their bodies
 * hold reset, confirmation and invitation links, and a mail about an order the patient's initials
 * (before decision 87, their names): a row emptied of its body would still keep an address and a
 * subject that nothing reads (the outbox is no mail log; the order history records what happened).
 * By then the mail was sent long ago, or its job gave up after its 20 tries (about 11 hours).
 */
export const pruneOutbox = async (db: Db, before: Date): Promise<number> => {
  const deleted = await db.delete(outbox).where(lt(outbox.createdAt, before)).returning({ id: outbox.id });
  return deleted.length;
};
