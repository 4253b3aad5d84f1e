import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import { EMAIL_KINDS, type EmailKind } from '@conque/domain/email-preferences/email-kinds';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOptOuts, profiles } from '../../db/schema/index';

/** Every kind on, but those the person switched off (no row: the default, all on). */
export const readEmailPreferences = async (db: Executor, userId: string): Promise<EmailPreferencesView> => {
  const rows = await db
    .select({ kind: emailOptOuts.kind })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  const off = new Set(rows.map((row) => row.kind));
  return Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as EmailPreferencesView;
};

/** Switches one kind off; doing it again changes nothing. False when the account no longer exists. */
export const optOut = async (db: Executor, userId: string, kind: EmailKind): Promise<boolean> => {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!profile) return false;
  await db.insert(emailOptOuts).values({ userId, kind }).onConflictDoNothing();
  return true;
};

/** Whether the person receives this kind; whether the person still has an account at all. */
export const emailKindState = async (
  db: Executor,
  userId: string,
  kind: EmailKind,
): Promise<'subscribed' | 'unsubscribed' | 'unknown_account'> => {
  const [row] = await db
    .select({ off: emailOptOuts.kind })
    .from(profiles)
    .leftJoin(emailOptOuts, and(eq(emailOptOuts.userId, profiles.id), eq(emailOptOuts.kind, kind)))
    .where(eq(profiles.id, userId))
    .limit(1);
  if (!row) return 'unknown_account';
  return row.off === null ? 'subscribed' : 'unsubscribed';
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
    .where(
      and(
        eq(profiles.id, userId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(emailOptOuts)
            .where(and(eq(emailOptOuts.userId, profiles.id), eq(emailOptOuts.kind, kind))),
        ),
      ),
    )
    .limit(1);
  return row;
};
