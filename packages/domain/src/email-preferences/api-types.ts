import type { EmailKind } from './email-kinds';

/** GET and PUT /api/profile/email-preferences: whether the caller receives each kind of e-mail. */
export type EmailPreferencesView = Record<EmailKind, boolean>;
