import { BellIcon } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BELL_SOURCES, type BellSource, useBellList } from './bell-sources';

// Decision 79: the list (Radix's popover, date-fns' distances) loads when the bell first opens.
const NotificationPanel = lazy(async () => ({
  default: (await import('./notification-panel')).NotificationPanel,
}));

/**
 * docs/design.md §5.13: the preparators' bell, one entry per order with a new comment from an establishment;
 * on the establishment's side, each person's own (a new impression asked).
 */
export const NotificationBell = ({ source }: { source: BellSource }) => {
  const [open, setOpen] = useState(false);
  const bellButton = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const { total } = useBellList(source);
  const badge = total > 99 ? '99+' : String(total);

  return (
    <>
      <Button
        ref={bellButton}
        variant="ghost"
        size="icon"
        className="relative"
        // The count shown is part of the name (WCAG 2.5.3, axe's label-content-name-mismatch).
        aria-label={total > 0 ? `Notifications : ${badge}` : 'Notifications'}
        aria-describedby={descriptionId}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <BellIcon aria-hidden className="size-5" />
        {total > 0 ? (
          <span
            aria-hidden
            className="absolute right-1 top-1 grid h-4 min-w-4 place-items-center rounded-full bg-destructive px-1 text-[10px] font-semibold leading-none text-destructive-foreground"
          >
            {badge}
          </span>
        ) : null}
      </Button>
      {/* Beside the button, not in it: inside, it would count as the button's text (label-content-name-mismatch). */}
      <span id={descriptionId} className="sr-only">
        {BELL_SOURCES[source].countLabel(total)}
      </span>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel source={source} bell={bellButton} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
