import type { UserListItem } from '@conque/domain/collaborators/api-types';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import type { ListDefinition } from '@/components/list-page/list-definition';
import { Badge } from '@/components/ui/badge';

/** Spec 001 §2 users page: names, e-mail, role badge, establishment, creation date. */
export const userListDefinition: ListDefinition<UserListItem> = {
  columns: [
    {
      header: 'Nom',
      cell: (user) => [user.first_name, user.last_name].filter(Boolean).join(' ') || '—',
      className: 'font-medium',
      card: 'title',
    },
    { header: 'Email', cell: (user) => user.email, className: '[overflow-wrap:anywhere]' },
    {
      header: 'Rôle',
      cell: (user) => (
        <Badge variant={user.role === 'preparator' ? 'default' : 'secondary'}>{ROLE_LABELS[user.role]}</Badge>
      ),
      card: 'aside',
    },
    { header: 'Établissement', cell: (user) => user.establishment_name ?? '—' },
    {
      header: 'Inscrit le',
      cell: (user) => <time dateTime={user.created_at}>{formatParisDate(user.created_at)}</time>,
      className: 'sm:whitespace-nowrap',
    },
  ],
  rowKey: (user) => user.id,
};
