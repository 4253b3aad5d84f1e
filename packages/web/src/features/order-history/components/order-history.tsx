import type { OrderEventView } from '@conque/domain/orders/api-types';
import { orderEventTitle, orderEventValueLabel } from '@conque/domain/orders/order-event-labels';
import { ArrowRightIcon, HistoryIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOrderHistory } from '../api/get-order-history';
import { formatEventDate } from '../format-event-date';

const FromTo = ({ event }: { event: OrderEventView }) => {
  const from = orderEventValueLabel(event.kind, event.from);
  const to = orderEventValueLabel(event.kind, event.to);
  // shipped → shipped says nothing more than its title ("Expédition modifiée").
  if ((!from && !to) || from === to) return null;
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm">
      {from ? <span className="break-all">{from}</span> : null}
      {from && to ? <ArrowRightIcon aria-label="devient" className="size-3.5 text-muted-foreground" /> : null}
      {to ? <span className="break-all font-medium">{to}</span> : null}
    </p>
  );
};

/**
 * The order's history as a timeline, newest first: what changed, from and to,
 * who did it and when (French, Europe/Paris).
 */
export const OrderHistory = ({ orderId }: { orderId: string }) => {
  const history = useOrderHistory(orderId);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <HistoryIcon aria-hidden className="size-5 text-muted-foreground" />
          Historique
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label="Chargement de l'historique…" />
        ) : history.isError ? (
          <p className="text-sm text-muted-foreground">Historique indisponible.</p>
        ) : history.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun événement enregistré.</p>
        ) : (
          <ol aria-label="Historique de la commande" className="relative grid gap-4 border-l pl-5">
            {history.data.items.map((event) => (
              <li key={event.id} className="relative grid gap-1">
                <span
                  aria-hidden
                  className="absolute -left-[1.6rem] top-1.5 size-2.5 rounded-full bg-primary"
                />
                <p className="font-medium">{orderEventTitle(event)}</p>
                <FromTo event={event} />
                <p className="text-xs text-muted-foreground">
                  {event.actor_name}
                  {event.api_key_name === null ? null : ` via l'API (clé « ${event.api_key_name} »)`} ·{' '}
                  <time dateTime={event.created_at}>{formatEventDate(event.created_at)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
};
