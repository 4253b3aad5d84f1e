import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import { EMAIL_KINDS } from '@conque/domain/email-preferences/email-kinds';
import type { EmailPreferencesInput } from '@conque/domain/email-preferences/schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, eq, inArray } from 'drizzle-orm';
import { emailOptOuts } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';
import { readEmailPreferences } from './email-preference-rows';

/**
 * PUT /api/profile/email-preferences: the profile page's checkboxes, all at once, in one
 * transaction (two tabs saving: the last one wins).
 */
export const updateEmailPreferences = async (
  deps: Deps,
  actor: Actor,
  input: EmailPreferencesInput,
): Promise<EmailPreferencesView> => {
  if (!can(actor, 'email_preferences.update', { userId: actor.id })) throw AppError.forbidden();
  const on = EMAIL_KINDS.filter((kind) => input[kind]);
  const off = EMAIL_KINDS.filter((kind) => !input[kind]);
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
    return readEmailPreferences(tx, actor.id);
  });
};
