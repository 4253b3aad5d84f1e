import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder while content loads (docs/design.md §6: skeletons while lists load). */
export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
);
