import type { UserListItem } from '@conque/domain/collaborators/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { formatParisDate } from '@conque/domain/shared/paris-time';
import type { ListDefinition } from '@/components/list-page/list-definition';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export const userName = (user: UserListItem) => [user.first_name, user.last_name].filter(Boolean).join(' ');

/**
 * Spec 001 §2 users page: names, e-mail, role badge, establishment, creation date; and
 * whether the person uses a second factor, which a préparateur may reset for another préparateur.
 */
export const userListDefinition = (
  me: Actor | undefined,
  onResetMfa: (user: UserListItem) => void,
): ListDefinition<UserListItem> => {
  const mayReset = (user: UserListItem) =>
    me !== undefined &&
    can({ id: me.id, role: 'preparator', establishmentId: null }, 'mfa.reset', {
      userId: user.id,
      role: user.role,
    });
  return {
    columns: [
      {
        header: 'Nom',
        cell: (user) => userName(user) || '—',
        className: 'font-medium',
        card: 'title',
      },
      { header: 'Email', cell: (user) => user.email, className: '[overflow-wrap:anywhere]' },
      {
        header: 'Rôle',
        cell: (user) => (
          <Badge variant={user.role === 'preparator' ? 'default' : 'secondary'}>
            {ROLE_LABELS[user.role]}
          </Badge>
        ),
        card: 'aside',
      },
      { header: 'Établissement', cell: (user) => user.establishment_name ?? '—' },
      {
        header: 'Double authentification',
        cell: (user) =>
          user.mfa_enabled ? (
            <div className="flex flex-wrap items-baseline gap-x-3">
              Activée
              {mayReset(user) ? (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto p-0"
                  onClick={() => onResetMfa(user)}
                  aria-label={`Réinitialiser la double authentification de ${userName(user) || user.email}`}
                >
                  Réinitialiser
                </Button>
              ) : null}
            </div>
          ) : (
            '—'
          ),
      },
      {
        header: 'Inscrit le',
        cell: (user) => <time dateTime={user.created_at}>{formatParisDate(user.created_at)}</time>,
        className: 'sm:whitespace-nowrap',
      },
    ],
    rowKey: (user) => user.id,
  };
};
