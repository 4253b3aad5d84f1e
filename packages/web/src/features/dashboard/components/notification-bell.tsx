import type { CommentNotificationView } from '@conque/domain/orders/api-types';
import { formatDistanceToNow } from 'date-fns';
import { fr } from 'date-fns/locale';
import { BellIcon, MessageSquareIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useCommentNotifications } from '@/api/comment-notifications';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const countLabel = (total: number) =>
  total === 0
    ? 'Aucun nouveau commentaire'
    : `${total} commande${total > 1 ? 's' : ''} avec un nouveau commentaire`;

const NotificationItem = ({ item, onOpen }: { item: CommentNotificationView; onOpen: () => void }) => (
  <li>
    <Link
      to={`${paths.order(item.order_id)}#commentaires`}
      onClick={onOpen}
      className="flex gap-3 rounded-md px-3 py-2 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
    >
      <MessageSquareIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-medium">{item.patient_name || 'Patient sans nom'}</span>
        <span className="text-xs text-muted-foreground">
          Commande {item.order_number ?? '—'} ·{' '}
          {formatDistanceToNow(new Date(item.created_at), { addSuffix: true, locale: fr })}
        </span>
      </span>
    </Link>
  </li>
);

/** DESIGN §5.13: the preparators' bell, one entry per order with a new comment from an establishment. */
export const NotificationBell = () => {
  const [open, setOpen] = useState(false);
  const descriptionId = useId();
  const { data, isError } = useCommentNotifications({ enabled: true });
  const total = data?.total ?? 0;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label="Notifications"
          aria-describedby={descriptionId}
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
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Nouveaux commentaires"
          className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg"
        >
          <p className="px-3 pb-2 pt-1 text-sm font-semibold">Nouveaux commentaires</p>
          {isError ? (
            <p className="px-3 py-2 text-sm text-destructive">Impossible de charger les données</p>
          ) : total === 0 ? (
            <p className="px-3 py-2 text-sm text-muted-foreground">Aucun nouveau commentaire</p>
          ) : (
            <ul className="flex max-h-96 flex-col overflow-y-auto">
              {data?.items.map((item) => (
                <NotificationItem key={item.order_id} item={item} onOpen={() => setOpen(false)} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
