import type { OrderCommentView } from '@conque/domain/orders/api-types';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';

/** "Prénom Nom", or the e-mail of an author who has not given their names. */
export const authorName = ({ profile }: Pick<OrderCommentView, 'profile'>) =>
  [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;

export const authorRole = ({ profile }: Pick<OrderCommentView, 'profile'>) => ROLE_LABELS[profile.role];
