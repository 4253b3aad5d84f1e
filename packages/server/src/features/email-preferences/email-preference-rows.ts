import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import { EMAIL_KINDS, type EmailKind, isOffByDefault } from '@conque/domain/email-preferences/email-kinds';
import { and, eq, exists, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOptIns, emailOptOuts, profiles } from '../../db/schema/index';

// A kind on by default is off when the person has a row of email_opt_outs for it; a kind off by
// default (the weekly summary) is on when the person has a row of email_opt_ins for it.

/** Each kind's state: its default unless the person chose otherwise. */
export const readEmailPreferences = async (db: Executor, userId: string): Promise<EmailPreferencesView> => {
  const [outs, ins] = await Promise.all([
    db.select({ kind: emailOptOuts.kind }).from(emailOptOuts).where(eq(emailOptOuts.userId, userId)),
    db.select({ kind: emailOptIns.kind }).from(emailOptIns).where(eq(emailOptIns.userId, userId)),
  ]);
  const off = new Set(outs.map((row) => row.kind));
  const on = new Set(ins.map((row) => row.kind));
  return Object.fromEntries(
    EMAIL_KINDS.map((kind) => [kind, isOffByDefault(kind) ? on.has(kind) : !off.has(kind)]),
  ) as EmailPreferencesView;
};

/** Switches one kind off; doing it again changes nothing. False when the account no longer exists. */
export const optOut = async (db: Executor, userId: string, kind: EmailKind): Promise<boolean> => {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!profile) return false;
  if (isOffByDefault(kind))
    await db.delete(emailOptIns).where(and(eq(emailOptIns.userId, userId), eq(emailOptIns.kind, kind)));
  else await db.insert(emailOptOuts).values({ userId, kind }).onConflictDoNothing();
  return true;
};

/** SQL true when the profile in the outer query receives this kind. */
const receives = (db: Executor, kind: EmailKind) => {
  if (isOffByDefault(kind))
    return exists(
      db
        .select({ one: sql`1` })
        .from(emailOptIns)
        .where(and(eq(emailOptIns.userId, profiles.id), eq(emailOptIns.kind, kind))),
    );
  return not(
    exists(
      db
        .select({ one: sql`1` })
        .from(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, profiles.id), eq(emailOptOuts.kind, kind))),
    ),
  );
};

/** Whether the person receives this kind; whether the person still has an account at all. */
export const emailKindState = async (
  db: Executor,
  userId: string,
  kind: EmailKind,
): Promise<'subscribed' | 'unsubscribed' | 'unknown_account'> => {
  const [row] = await db
    .select({ wanted: receives(db, kind).mapWith(Boolean) })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return 'unknown_account';
  return row.wanted ? 'subscribed' : 'unsubscribed';
};

export type MailRecipient = { email: string; firstName: string | null };

/** The person's address if they receive this kind of mail; undefined if they opted out or are gone. */
export const recipientWanting = async (
  db: Executor,
  userId: string,
  kind: EmailKind,
): Promise<MailRecipient | undefined> => {
  const [row] = await db
    .select({ email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(and(eq(profiles.id, userId), receives(db, kind)))
    .limit(1);
  return row;
};
