import { useLiveStatus } from '@/api/live/live-status';
import { cn } from '@/lib/cn';

/**
 * Tells a preparator whether the dashboard updates by itself. Not live, the list
 * still refreshes every 5 minutes and on « Actualiser » (spec 001 §9).
 */
export const LiveIndicator = () => {
  const status = useLiveStatus();
  const live = status === 'live';
  if (status === 'off') return null;
  return (
    <span
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium',
        live ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
      )}
    >
      <span aria-hidden className={cn('size-2 rounded-full', live ? 'bg-emerald-600' : 'bg-amber-600')} />
      {live
        ? 'En direct'
        : status === 'connecting'
          ? 'Connexion au direct…'
          : 'Direct interrompu : actualisation toutes les 5 min'}
    </span>
  );
};
