import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import type { OrderComment } from './api/get-order-comments';

/** "Prénom Nom", or the e-mail of an author who has not given their names. */
export const authorName = ({ profile }: Pick<OrderComment, 'profile'>) =>
  [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;

export const authorRole = ({ profile }: Pick<OrderComment, 'profile'>) => ROLE_LABELS[profile.role];
