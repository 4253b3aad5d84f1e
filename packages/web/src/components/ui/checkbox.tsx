import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'onChange'> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The browser's own checkbox, in the theme's colour; bind a <Label htmlFor> to its id. Not Radix's:
 * a native control needs no script of its own, and Radix's (with its presence and state helpers,
 * 4.6 KB gzipped) was in every list's first load.
 */
export const Checkbox = ({ className, onCheckedChange, ...props }: CheckboxProps) => (
  <input
    type="checkbox"
    className={cn(
      'peer size-4 shrink-0 cursor-pointer rounded-sm accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
      className,
    )}
    onChange={(event) => onCheckedChange?.(event.target.checked)}
    {...props}
  />
);
