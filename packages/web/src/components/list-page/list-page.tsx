import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { SearchInput } from '@/components/ui/search-input';
import type { ListDefinition, ListMessages, ListQueryView } from './list-definition';
import { ListView } from './list-view';

export type ListSearch = {
  label: string;
  placeholder: string;
  /** The search in force (from the address bar). */
  value: string;
  /** Called once typing pauses. */
  onChange: (value: string) => void;
};

type ListPageProps<T> = {
  search: ListSearch;
  /** Other filters beside the search box (the orders' status). */
  filters?: ReactNode;
  list: ListDefinition<T>;
  query: ListQueryView<T>;
  messages: ListMessages;
  page: number;
  onPageChange: (page: number) => void;
  /** "12 commandes", "1 brouillon"; "Plus de 1 000 commandes" when the count was capped. */
  totalLabel: (total: number, capped: boolean) => string;
};

/**
 * Spec 001 §2's list pages, laid out once: the search box (and filters), the list's card (a table,
 * cards on phones, skeletons, the empty and failed states), then the pagination (10 a page).
 */
export const ListPage = <T,>({
  search,
  filters,
  list,
  query,
  messages,
  page,
  onPageChange,
  totalLabel,
}: ListPageProps<T>) => (
  <div className="grid grid-cols-1 gap-4">
    <div className={filters ? 'grid gap-4 sm:grid-cols-[minmax(0,1fr)_16rem]' : 'grid sm:max-w-md'}>
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onDebouncedChange={search.onChange}
      />
      {filters}
    </div>
    <Card className="overflow-hidden">
      <ListView list={list} query={query} messages={messages} />
    </Card>
    {query.data ? (
      <Pagination
        page={page}
        pageSize={query.data.pageSize}
        total={query.data.total}
        capped={query.data.totalCapped}
        totalLabel={totalLabel(query.data.total, query.data.totalCapped ?? false)}
        onPageChange={onPageChange}
      />
    ) : null}
  </div>
);
