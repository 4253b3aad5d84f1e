import type { OrderView } from '@conque/domain/orders/api-types';
import { useChangeOrderStatus } from '@/api/change-order-status';
import { ATELIER_MESSAGES } from '../atelier-messages';
import { BIG_BUTTON } from './big-button';

/**
 * Decision 142: an order « Enregistrée » scanned at the first bench starts there: « En cours » at
 * its first step, through the status change the order page's dialog makes (the server checks it),
 * naming the status the card showed (decision 148). It needs the network: the offline queue holds
 * steps only.
 */
export const StartProduction = ({
  order,
  onDone,
  onRefused,
}: {
  order: OrderView;
  onDone: () => void;
  /** The server's French reason (the order changed since its scan), or the network's absence. */
  onRefused: (message: string) => void;
}) => {
  const change = useChangeOrderStatus(order.id);
  const first = order.production?.steps[0];
  if (!first) return null;
  return (
    <button
      type="button"
      className={BIG_BUTTON}
      disabled={change.isPending}
      onClick={() => {
        if (!navigator.onLine) return onRefused(ATELIER_MESSAGES.startOffline);
        change.mutate(
          { status: 'in_progress', fromStatus: order.status },
          { onSuccess: onDone, onError: (error) => onRefused(error.message) },
        );
      }}
    >
      {ATELIER_MESSAGES.start(first.label)}
    </button>
  );
};
