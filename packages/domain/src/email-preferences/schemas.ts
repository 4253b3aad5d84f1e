import { z } from 'zod';
import { EMAIL_KINDS, type EmailKind } from './email-kinds';

const preference = z.boolean();

/** PUT /api/profile/email-preferences: every kind, on or off; nothing else. */
export const emailPreferencesSchema = z.strictObject(
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, preference])) as Record<EmailKind, typeof preference>,
);
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>;

/** Everyone receives every kind until they say otherwise (issue 11: "default: all on"). */
export const DEFAULT_EMAIL_PREFERENCES: Record<EmailKind, boolean> = Object.fromEntries(
  EMAIL_KINDS.map((kind) => [kind, true]),
) as Record<EmailKind, boolean>;

export const EMAIL_PREFERENCES_MESSAGES = {
  title: 'Notifications par e-mail',
  description: 'Choisissez les e-mails que vous recevez au sujet des commandes que vous avez passées.',
  saved: 'Préférences de notification enregistrées',
  saveFailed: "Impossible d'enregistrer les préférences de notification",
  loadFailed: 'Impossible de charger les préférences de notification',
} as const;
