import { Skeleton } from '@/components/ui/skeleton';
import type { ListDefinition } from './list-definition';

/** Under 640 px a row becomes a card: nothing is pushed off-screen, every action stays in reach. */
export const ListCard = <T,>({ item, list }: { item: T; list: ListDefinition<T> }) => {
  const place = (column: (typeof list.columns)[number]) => column.card ?? 'field';
  const title = list.columns.filter((column) => place(column) === 'title');
  const aside = list.columns.filter((column) => place(column) === 'aside');
  const fields = list.columns.filter((column) => place(column) === 'field');
  return (
    <li className="grid gap-3 p-4">
      {/* The badges keep the title's line while both fit; more of them go under it, never clipped. */}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-32 flex-1 font-medium [overflow-wrap:anywhere]">
          {title.map((column) => (
            <div key={column.header}>{column.cell(item)}</div>
          ))}
        </div>
        {aside.length ? (
          <div className="flex max-w-full flex-col items-end gap-1">
            {aside.map((column) => (
              <div key={column.header}>{column.cell(item)}</div>
            ))}
          </div>
        ) : null}
      </div>
      {fields.length ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {fields.map((column) => (
            <div key={column.header} className="contents">
              <dt className="text-muted-foreground">{column.header}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{column.cell(item)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {list.actions ? <div className="flex flex-wrap items-center gap-2">{list.actions(item)}</div> : null}
    </li>
  );
};

/** Cards' grey placeholders while a list loads on a phone. */
export const ListCardSkeletons = ({ count = 3 }: { count?: number }) => (
  <ul aria-hidden className="divide-y sm:hidden">
    {Array.from({ length: count }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
      <li key={index} className="grid gap-3 p-4">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-9 w-24" />
      </li>
    ))}
  </ul>
);
