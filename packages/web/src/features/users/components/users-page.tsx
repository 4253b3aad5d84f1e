import { PageTitle } from '@/components/layouts/page-title';
import { useListQueryState } from '@/components/orders/use-list-query-state';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { useUsers } from '../api/get-users';
import { UsersTable } from './users-table';

const usersCount = (total: number) => `${total} ${total > 1 ? 'utilisateurs' : 'utilisateur'}`;

/** Spec 001 §2 users page (preparators): every account, searched, 10 a page. */
export const UsersPage = () => {
  const state = useListQueryState();
  const query = useUsers({ search: state.search, page: state.page });

  return (
    <>
      <PageTitle title="Utilisateurs" description="Tous les comptes, de tous les établissements." />
      <div className="grid grid-cols-1 gap-4">
        <SearchInput
          label="Rechercher"
          placeholder="Nom, email ou établissement"
          value={state.search}
          onDebouncedChange={state.setSearch}
        />
        <Card>
          <CardContent className="p-0">
            <UsersTable
              data={query.data}
              isPending={query.isPending}
              isError={query.isError}
              isPlaceholderData={query.isPlaceholderData}
              onRetry={() => query.refetch()}
            />
          </CardContent>
        </Card>
        {query.data ? (
          <Pagination
            page={state.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            totalLabel={usersCount(query.data.total)}
            onPageChange={state.setPage}
          />
        ) : null}
      </div>
    </>
  );
};
