import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A styled native <select>: the phone's own picker on 375 px screens, full keyboard and screen-reader
 * support, and Playwright's selectOption. Bind a <Label htmlFor> (or FormField) to its id.
 */
export const NativeSelect = ({ className, ...props }: ComponentProps<'select'>) => (
  <div className="relative">
    <select
      className={cn(
        'flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pl-3 pr-9 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
        className,
      )}
      {...props}
    />
    <ChevronDownIcon
      aria-hidden
      className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
    />
  </div>
);
