import { z } from 'zod';
import { EMAIL_KINDS, type EmailKind, isOffByDefault } from './email-kinds';

const preference = z.boolean();

type OnByDefaultKind = Exclude<EmailKind, 'weekly_summary'>;

/**
 * PUT /api/profile/email-preferences: every kind, on or off; nothing else. The weekly summary may be
 * left out (unchanged): only managers and préparateurs have it (decision 119), and the forms saved
 * before it existed send without it.
 */
export const emailPreferencesSchema = z.strictObject({
  ...(Object.fromEntries(
    EMAIL_KINDS.filter((kind) => !isOffByDefault(kind)).map((kind) => [kind, preference]),
  ) as Record<OnByDefaultKind, typeof preference>),
  weekly_summary: preference.optional(),
});
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>;

/** What a new account receives: every kind but the weekly summary (decision 53: "default: all on"). */
export const DEFAULT_EMAIL_PREFERENCES: Record<EmailKind, boolean> = Object.fromEntries(
  EMAIL_KINDS.map((kind) => [kind, !isOffByDefault(kind)]),
) as Record<EmailKind, boolean>;

export const EMAIL_PREFERENCES_MESSAGES = {
  title: 'Notifications par e-mail',
  description: 'Choisissez les e-mails que vous recevez au sujet des commandes que vous avez passées.',
  summaryOnlyDescription: 'Choisissez les e-mails que vous recevez.',
  saved: 'Préférences de notification enregistrées',
  saveFailed: "Impossible d'enregistrer les préférences de notification",
  loadFailed: 'Impossible de charger les préférences de notification',
} as const;
