import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Skeleton } from './skeleton';

// shadcn/ui's table. The wrapper scrolls sideways on narrow screens (375 px) instead of squeezing
// the columns: the page itself never overflows.
export const Table = ({
  className,
  containerClassName,
  ...props
}: ComponentProps<'table'> & { containerClassName?: string }) => (
  <div className={cn('relative w-full overflow-x-auto', containerClassName)}>
    <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
  </div>
);

export const TableHeader = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead className={cn('[&_tr]:border-b', className)} {...props} />
);

export const TableBody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
);

export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />
);

export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    className={cn(
      'h-11 whitespace-nowrap px-4 text-left align-middle font-medium text-muted-foreground',
      className,
    )}
    {...props}
  />
);

export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('px-4 py-3 align-middle', className)} {...props} />
);

export const TableCaption = ({ className, ...props }: ComponentProps<'caption'>) => (
  <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />
);

/** Grey rows holding a list's place while it loads (docs/design.md §6: skeletons while lists load). */
export const TableSkeletonRows = ({
  rows = 5,
  columns,
  className,
}: {
  rows?: number;
  columns: number;
  className?: string;
}) =>
  Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
    <TableRow key={`skeleton-${row}`} className={cn('hover:bg-transparent', className)}>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <TableCell key={`skeleton-${row}-${cell}`}>
          <Skeleton className="h-5 w-full max-w-40" />
        </TableCell>
      ))}
    </TableRow>
  ));

/** One full-width row for a list's empty state or load failure, with an optional retry. */
export const TableMessageRow = ({
  columns,
  message,
  onRetry,
  alert = false,
}: {
  columns: number;
  message: string;
  onRetry?: () => void;
  /** A load failure is announced (role="alert"); an empty list is not. */
  alert?: boolean;
}) => (
  <TableRow className="hover:bg-transparent">
    <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
      <p role={alert ? 'alert' : undefined}>{message}</p>
      {onRetry ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          Réessayer
        </Button>
      ) : null}
    </TableCell>
  </TableRow>
);
