import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale';
import { FileUpIcon, MessageSquareIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BELL_SOURCES, type BellItem, type BellSource, useBellList } from './bell-sources';

const NotificationItem = ({
  source,
  item,
  onOpen,
}: {
  source: BellSource;
  item: BellItem;
  onOpen: () => void;
}) => {
  const Icon = source === 'comments' ? MessageSquareIcon : FileUpIcon;
  const { anchor, itemTitle } = BELL_SOURCES[source];
  return (
    <li>
      <Link
        to={`${paths.order(item.order_id)}${anchor}`}
        onClick={onOpen}
        className="flex gap-3 rounded-md px-3 py-2 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
      >
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span className="flex min-w-0 flex-col">
          {itemTitle(item) ? (
            <span className="text-xs font-medium text-primary">{itemTitle(item)}</span>
          ) : null}
          <span className="truncate text-sm font-medium">{item.patient_name || 'Patient sans nom'}</span>
          <span className="text-xs text-muted-foreground">
            Commande {item.order_number ?? '—'} ·{' '}
            {formatDistanceToNow(new Date(item.created_at), { addSuffix: true, locale: fr })}
          </span>
        </span>
      </Link>
    </li>
  );
};

/**
 * The bell's list, beside the bell (decision 79: a chunk fetched when it first opens). Radix's popover
 * without its trigger: the bell is anchored by reference, and gets the focus back on close.
 */
export const NotificationPanel = ({
  source,
  bell,
  onClose,
}: {
  source: BellSource;
  bell: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) => {
  const { items, total, isError } = useBellList(source);
  const { title, empty } = BELL_SOURCES[source];
  return (
    <Popover.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Popover.Anchor virtualRef={bell} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={title}
          // A press on the bell is the bell's: it closes the list itself (not closed, then reopened).
          onInteractOutside={(event) => {
            if (bell.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            bell.current?.focus();
          }}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg"
        >
          <p className="px-3 pb-2 pt-1 text-sm font-semibold">{title}</p>
          {isError ? (
            <p className="px-3 py-2 text-sm text-destructive">Impossible de charger les données</p>
          ) : total === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">{empty}</p>
          ) : (
            <ul className="flex max-h-96 flex-col overflow-y-auto">
              {items.map((item) => (
                <NotificationItem key={item.order_id} source={source} item={item} onOpen={onClose} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
