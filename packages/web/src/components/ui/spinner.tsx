import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export const Spinner = ({ className, label = 'Chargement…' }: { className?: string; label?: string }) => (
  <span role="status" className="inline-flex items-center gap-2">
    <LoaderCircleIcon aria-hidden className={cn('size-4 animate-spin', className)} />
    <span className="sr-only">{label}</span>
  </span>
);
