import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import type { OrderComment } from './api/get-order-comments';

// DESIGN §5.17: times are stored in UTC and shown in French, Europe/Paris, whatever the device's zone.
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

/** "12 mars 2026 à 14:05". */
export const formatCommentDate = (iso: string) => DATE_TIME.format(new Date(iso));

/** "Prénom Nom", or the e-mail of an author who has not given their names. */
export const authorName = ({ profile }: Pick<OrderComment, 'profile'>) =>
  [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;

export const authorRole = ({ profile }: Pick<OrderComment, 'profile'>) => ROLE_LABELS[profile.role];
