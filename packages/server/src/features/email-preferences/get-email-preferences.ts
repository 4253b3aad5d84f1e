import type { EmailPreferencesView } from '@conque/domain/email-preferences/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { readEmailPreferences } from './email-preference-rows';

/** GET /api/profile/email-preferences: which e-mails about its orders the caller receives. */
export const getEmailPreferences = async (deps: Deps, actor: Actor): Promise<EmailPreferencesView> => {
  if (!can(actor, 'email_preferences.view', { userId: actor.id })) throw AppError.forbidden();
  return readEmailPreferences(deps.db, actor.id);
};
