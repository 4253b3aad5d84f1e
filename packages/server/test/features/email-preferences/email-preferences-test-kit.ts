import type { EmailKind } from '@conque/domain/email-preferences/email-kinds';
import { asc, eq, sql } from 'drizzle-orm';
import { emailOptIns, emailOptOuts, jobs, outbox } from '../../../src/db/schema/index';
import { SEND_MAIL_JOB } from '../../../src/mail/enqueue-mail';
import type { TestApp } from '../../support/test-app';

// Test-only helpers of the e-mail preferences: switching a kind off behind the API, reading the
// mails written to someone, and making a change's transaction fail after its mail was written.

export const switchOff = (t: TestApp, userId: string, kind: EmailKind) =>
  t.db.insert(emailOptOuts).values({ userId, kind }).onConflictDoNothing();

export const optOutsOf = async (t: TestApp, userId: string) =>
  (await t.db.select().from(emailOptOuts).where(eq(emailOptOuts.userId, userId)))
    .map((row) => row.kind)
    .sort();

export const optInsOf = async (t: TestApp, userId: string) =>
  (await t.db.select().from(emailOptIns).where(eq(emailOptIns.userId, userId))).map((row) => row.kind).sort();

/** The outbox rows to an address, oldest first, each with the number of send-mail jobs it has. */
export const mailsTo = async (t: TestApp, to: string) => {
  const rows = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));
  const sendJobs = await t.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
  return rows.map((row) => ({
    ...row,
    jobs: sendJobs.filter((job) => job.payload.outboxId === row.id).length,
  }));
};

/**
 * From now on the order's history event fails (a trigger raising an error), so the change's
 * transaction rolls back after its mail was written; the returned function removes the trigger.
 */
export const failHistoryOf = async (t: TestApp, orderId: string) => {
  const name = `fail_history_${orderId.replaceAll('-', '')}`;
  await t.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'history refused by the test'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger ${name} before insert on order_events for each row
      when (new.order_id = '${orderId}'::uuid) execute function ${name}()`),
  );
  return async () => {
    await t.db.execute(sql.raw(`drop trigger ${name} on order_events`));
    await t.db.execute(sql.raw(`drop function ${name}()`));
  };
};
