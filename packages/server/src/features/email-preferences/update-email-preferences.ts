import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import { ON_BY_DEFAULT_EMAIL_KINDS } from '@conque/domain/email-preferences/email-kinds';
import type { EmailPreferencesInput } from '@conque/domain/email-preferences/schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOptIns, emailOptOuts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { readEmailPreferences } from './email-preference-rows';

/**
 * PUT /api/profile/email-preferences: the profile page's checkboxes, all at once, in one
 * transaction (two tabs saving: the last one wins). The weekly summary, left out, stays as it was;
 * only a manager or a préparateur may turn it on (decision 119).
 */
export const updateEmailPreferences = async (
  deps: Deps,
  actor: Actor,
  input: EmailPreferencesInput,
): Promise<EmailPreferencesView> => {
  if (!can(actor, 'email_preferences.update', { userId: actor.id })) throw AppError.forbidden();
  if (input.weekly_summary === true && !can(actor, 'email_preferences.weekly_summary', { userId: actor.id }))
    throw AppError.forbidden();
  const on = ON_BY_DEFAULT_EMAIL_KINDS.filter((kind) => input[kind as keyof EmailPreferencesInput]);
  const off = ON_BY_DEFAULT_EMAIL_KINDS.filter((kind) => !input[kind as keyof EmailPreferencesInput]);
  return deps.db.transaction(async (tx) => {
    if (on.length > 0)
      await tx
        .delete(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, actor.id), inArray(emailOptOuts.kind, on)));
    // A kind already off keeps its row, and the date it was switched off.
    if (off.length > 0)
      await tx
        .insert(emailOptOuts)
        .values(off.map((kind) => ({ userId: actor.id, kind, createdAt: deps.now() })))
        .onConflictDoNothing();
    if (input.weekly_summary !== undefined)
      await chooseWeeklySummary(tx, deps, actor.id, input.weekly_summary);
    return readEmailPreferences(tx, actor.id);
  });
};

const chooseWeeklySummary = async (tx: Executor, deps: Deps, userId: string, wanted: boolean) => {
  if (wanted)
    await tx
      .insert(emailOptIns)
      .values({ userId, kind: 'weekly_summary', createdAt: deps.now() })
      .onConflictDoNothing();
  else
    await tx
      .delete(emailOptIns)
      .where(and(eq(emailOptIns.userId, userId), eq(emailOptIns.kind, 'weekly_summary')));
};
