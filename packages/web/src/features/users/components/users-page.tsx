import type { UserListItem } from '@conque/domain/collaborators/api-types';
import { COLLABORATOR_MESSAGES } from '@conque/domain/collaborators/messages';
import { useState } from 'react';
import { useProfile } from '@/api/profile';
import { PageTitle } from '@/components/layouts/page-title';
import { listQueryView } from '@/components/list-page/list-definition';
import { ListPage } from '@/components/list-page/list-page';
import { useListQueryState } from '@/components/orders/use-list-query-state';
import { useUsers } from '../api/get-users';
import { ResetMfaDialog } from './reset-mfa-dialog';
import { userListDefinition } from './users-table';

const usersCount = (total: number) => `${total} ${total > 1 ? 'utilisateurs' : 'utilisateur'}`;

/** Spec 001 §2 users page (preparators): every account, searched, 10 a page. */
export const UsersPage = () => {
  const state = useListQueryState();
  const query = useUsers({ search: state.search, page: state.page });
  const profile = useProfile();
  const me = profile.data
    ? { id: profile.data.id, role: profile.data.role, establishmentId: profile.data.establishment_id }
    : undefined;
  const [resetting, setResetting] = useState<UserListItem | null>(null);

  return (
    <>
      <PageTitle title="Utilisateurs" description="Tous les comptes, de tous les établissements." />
      <ListPage
        search={{
          label: 'Rechercher',
          placeholder: 'Nom, email ou établissement',
          value: state.search,
          onChange: state.setSearch,
        }}
        list={userListDefinition(me, setResetting)}
        query={listQueryView(query)}
        messages={{ empty: 'Aucun utilisateur trouvé', loadFailed: COLLABORATOR_MESSAGES.usersLoadFailed }}
        page={state.page}
        onPageChange={state.setPage}
        totalLabel={usersCount}
      />
      <ResetMfaDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
};
