import type { PromisedDateNoticeView } from '@conque/domain/planning/api-types';
import { promisedShipText } from '@conque/domain/planning/promised-date';
import { CalendarClockIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useClearPromisedDateNotice, usePromisedDateNotices } from '@/api/promised-date-notices';
import { paths } from '@/config/paths';

const NoticeItem = ({ item, onOpen }: { item: PromisedDateNoticeView; onOpen: () => void }) => (
  <li>
    <Link
      to={paths.order(item.order_id)}
      onClick={onOpen}
      className="flex gap-3 rounded-md px-3 py-2 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
    >
      <CalendarClockIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium">{item.patient_name || 'Patient sans nom'}</span>
        <span className="text-xs text-muted-foreground">
          Commande {item.order_number ?? '—'}
          {item.promised_ship_on ? ` · ${promisedShipText(item.promised_ship_on, item.shipping_method)}` : ''}
        </span>
      </span>
    </Link>
  </li>
);

/** The clinic bell's list (issue 25): opening an entry clears it for the establishment. */
export const DateNoticePanel = ({
  bell,
  onClose,
}: {
  bell: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) => {
  const { data, isError } = usePromisedDateNotices({ enabled: true });
  const clear = useClearPromisedDateNotice();
  const total = data?.total ?? 0;
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={bell} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Dates prévues modifiées"
          onInteractOutside={(event) => {
            if (bell.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            bell.current?.focus();
          }}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg"
        >
          <p className="px-3 pb-2 pt-1 text-sm font-semibold">Dates prévues modifiées par le laboratoire</p>
          {isError ? (
            <p className="px-3 py-2 text-sm text-destructive">Impossible de charger les données</p>
          ) : total === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">Aucune date modifiée</p>
          ) : (
            <ul className="flex max-h-96 flex-col overflow-y-auto">
              {data?.items.map((item) => (
                <NoticeItem
                  key={item.order_id}
                  item={item}
                  onOpen={() => {
                    clear.mutate(item.order_id);
                    onClose();
                  }}
                />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
