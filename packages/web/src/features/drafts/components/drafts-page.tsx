import { useEffect, useState } from 'react';
import { PageTitle } from '@/components/layouts/page-title';
import { listQueryView } from '@/components/list-page/list-definition';
import { ListPage } from '@/components/list-page/list-page';
import { useListQueryState } from '@/components/orders/use-list-query-state';
import { type DraftListItem, useDrafts } from '../api/get-drafts';
import { DRAFTS_MESSAGES, draftsCount } from '../drafts-messages';
import { DeleteDraftDialog } from './delete-draft-dialog';
import { draftListDefinition } from './drafts-table';

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
      <ListPage
        search={{
          label: 'Rechercher',
          placeholder: 'Nom du patient',
          value: state.search,
          onChange: state.setSearch,
        }}
        list={draftListDefinition(setToDelete)}
        query={listQueryView(query)}
        messages={{ empty: DRAFTS_MESSAGES.empty, loadFailed: DRAFTS_MESSAGES.loadFailed }}
        page={state.page}
        onPageChange={state.setPage}
        totalLabel={draftsCount}
      />
      <DeleteDraftDialog draft={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
};
