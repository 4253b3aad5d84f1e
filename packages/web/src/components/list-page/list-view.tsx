import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableMessageRow,
  TableRow,
  TableSkeletonRows,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { ListCard, ListCardSkeletons } from './list-cards';
import type { ListDefinition, ListMessages, ListQueryView } from './list-definition';

const ACTIONS = 'Actions';

/**
 * One list's rows: a real table from 640 px (Tailwind `sm`), the same rows as cards below it. The
 * empty and failed states are one row of the table, shown at every width (its column titles are
 * hidden on phones), so that each message is on the page once.
 */
export const ListView = <T,>({
  list,
  query,
  messages,
}: {
  list: ListDefinition<T>;
  query: ListQueryView<T>;
  messages: ListMessages;
}) => {
  const { data, isPending, isError, isPlaceholderData = false, onRetry } = query;
  const columnCount = list.columns.length + (list.actions ? 1 : 0);
  const items = data?.items ?? [];
  const failed = isError && !data;
  const showsItems = !isPending && !failed && items.length > 0;
  const busy = isPending || isPlaceholderData;

  const rows = () => {
    if (isPending) return <TableSkeletonRows columns={columnCount} className="hidden sm:table-row" />;
    if (failed)
      return <TableMessageRow columns={columnCount} message={messages.loadFailed} onRetry={onRetry} alert />;
    if (!items.length) return <TableMessageRow columns={columnCount} message={messages.empty} />;
    return items.map((item) => (
      <TableRow key={list.rowKey(item)}>
        {list.columns.map((column) => (
          <TableCell key={column.header} className={column.className}>
            {column.cell(item)}
          </TableCell>
        ))}
        {list.actions ? (
          <TableCell>
            {/* One line a button: the table scrolls sideways rather than fold its actions (table.tsx). */}
            <div className="flex flex-wrap items-center justify-end gap-2 whitespace-nowrap">
              {list.actions(item)}
            </div>
          </TableCell>
        ) : null}
      </TableRow>
    ));
  };

  return (
    <div className={cn(isPlaceholderData && 'opacity-60')}>
      <Table aria-busy={busy} containerClassName={cn((showsItems || isPending) && 'hidden sm:block')}>
        <TableHeader className="hidden sm:table-header-group">
          <TableRow className="hover:bg-transparent">
            {list.columns.map((column) => (
              <TableHead key={column.header} className={column.headClassName}>
                {column.header}
              </TableHead>
            ))}
            {list.actions ? <TableHead className="text-right">{ACTIONS}</TableHead> : null}
          </TableRow>
        </TableHeader>
        <TableBody>{rows()}</TableBody>
      </Table>
      {isPending ? <ListCardSkeletons /> : null}
      {showsItems ? (
        <ul aria-busy={busy} className="divide-y sm:hidden">
          {items.map((item) => (
            <ListCard key={list.rowKey(item)} item={item} list={list} />
          ))}
        </ul>
      ) : null}
    </div>
  );
};
