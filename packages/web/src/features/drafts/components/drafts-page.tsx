import { useEffect, useState } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import { useListQueryState } from '@/components/orders/use-list-query-state';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import { type DraftListItem, useDrafts } from '../api/get-drafts';
import { draftsCount } from '../drafts-messages';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { DraftsTable } from './drafts-table';

/** Spec 001 §2 'Mes brouillons': the user's own drafts, searched by patient name, 10 a page. */
export const DraftsPage = () => {
  const state = useListQueryState();
  const query = useDrafts({ search: state.search, page: state.page });
  const [toDelete, setToDelete] = useState<DraftListItem | null>(null);

  // The last draft of a page deleted: step back rather than show an empty page.
  const pageCount = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const { page, setPage } = state;
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [query.data, query.isPlaceholderData, page, pageCount, setPage]);

  return (
    <>
      <PageTitle title="Mes brouillons" />
      <div className="grid grid-cols-1 gap-4">
        <SearchInput
          label="Rechercher"
          placeholder="Nom du patient"
          value={state.search}
          onDebouncedChange={state.setSearch}
        />
        <Card>
          <CardContent className="p-0">
            <DraftsTable
              data={query.data}
              isPending={query.isPending}
              isError={query.isError}
              isPlaceholderData={query.isPlaceholderData}
              onRetry={() => query.refetch()}
              onDelete={setToDelete}
            />
          </CardContent>
        </Card>
        {query.data ? (
          <Pagination
            page={state.page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            totalLabel={draftsCount(query.data.total)}
            onPageChange={state.setPage}
          />
        ) : null}
      </div>
      <DeleteDraftDialog draft={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
};
