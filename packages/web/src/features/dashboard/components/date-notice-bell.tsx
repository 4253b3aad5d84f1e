import { BellIcon } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { usePromisedDateNotices } from '@/api/promised-date-notices';
import { Button } from '@/components/ui/button';

// As the lab's bell (decision 79): the list loads when the bell first opens.
const DateNoticePanel = lazy(async () => ({
  default: (await import('./date-notice-panel')).DateNoticePanel,
}));

const countLabel = (total: number) =>
  total === 0
    ? 'Aucune date modifiée'
    : `${total} commande${total > 1 ? 's' : ''} dont la date prévue a changé`;

/** Issue 25 item 1: the clinic's bell, the orders whose promised date the lab moved. */
export const DateNoticeBell = () => {
  const [open, setOpen] = useState(false);
  const bellButton = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const total = usePromisedDateNotices({ enabled: true }).data?.total ?? 0;
  return (
    <>
      <Button
        ref={bellButton}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label="Notifications"
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
            {total > 99 ? '99+' : total}
          </span>
        ) : null}
        <span id={descriptionId} className="sr-only">
          {countLabel(total)}
        </span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DateNoticePanel bell={bellButton} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
