import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { mfaFactors, mfaResets, profiles, sessions, users } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { enqueueMail } from '../../mail/enqueue-mail';
import { mfaResetMail } from '../../mail/templates/mfa-reset';

export const NOTHING_TO_RESET = "Ce compte n'a pas de double authentification à réinitialiser.";

/** Who reset it: a préparateur (its id and name, for the record and the mail), or the command line. */
export type ResetBy = { id: string; name: string } | null;

/**
 * A person who lost their authenticator app (and its recovery codes) is unlocked.
 * Every factor of theirs goes (with its recovery codes), every session ends (whoever held one no
 * longer passes for them), the reset is recorded, and they are told by e-mail, in one transaction.
 * At their next sign-in they enrol again, first thing if their role requires it.
 */
export const resetSecondFactor = async (
  deps: { db: Db; config: Config; now: () => Date },
  userId: string,
  by: ResetBy,
) =>
  deps.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ email: users.email, firstName: profiles.firstName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users });
    if (!person) throw AppError.notFound();
    const removed = await tx
      .delete(mfaFactors)
      .where(eq(mfaFactors.userId, userId))
      .returning({ status: mfaFactors.status });
    if (!removed.some((factor) => factor.status === 'verified')) throw AppError.conflict(NOTHING_TO_RESET);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    const now = deps.now();
    await tx
      .insert(mfaResets)
      .values({ userId, resetBy: by?.id ?? null, via: by ? 'preparator' : 'cli', createdAt: now });
    await enqueueMail(
      tx,
      mfaResetMail({
        to: person.email,
        firstName: person.firstName,
        resetBy: by?.name ?? null,
        at: formatParisDateTime(now),
        organisationName: deps.config.organisation.name,
        helpPhone: deps.config.organisation.helpPhone,
      }),
    );
    return { email: person.email };
  });
