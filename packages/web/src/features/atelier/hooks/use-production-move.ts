import type { OrderView } from '@conque/domain/orders/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { enqueue } from '../offline-queue';
import { afterMove } from '../production';

type Move =
  | { kind: 'advance'; from_step: string; to_step: string; to_label: string }
  | {
      kind: 'quality_control';
      from_step: string;
      results: Record<string, boolean>;
      return_to_step?: string;
      reason?: string;
    };

/**
 * A step made on the card: kept in the queue first (decision 142), shown at once as made, then sent
 * by `flush` when online. The server's answer (or its conflict) replaces what the card shows.
 */
export const useProductionMove = (flush: () => Promise<void>) => {
  const queryClient = useQueryClient();
  return (order: OrderView, move: Move) => {
    enqueue({ ...move, order_id: order.id, order_number: order.order_number ?? order.id });
    const passed = move.kind === 'quality_control' && Object.values(move.results).every(Boolean);
    const toStep =
      move.kind === 'advance' ? move.to_step : passed ? null : (move.return_to_step ?? move.from_step);
    queryClient.setQueryData<OrderView>(queryKeys.orders.detail(order.id), (current) =>
      current?.production
        ? { ...current, production: afterMove(current.production, { to_step: toStep }) }
        : current,
    );
    if (navigator.onLine) void flush();
  };
};
