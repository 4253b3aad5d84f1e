import { isReorderable, type OrderStatus } from '@conque/domain/orders/statuses';
import { type Actor, can } from '@conque/domain/permissions/can';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { queryKeys } from './query-keys';

const REORDER_FAILED = 'Impossible de créer la nouvelle commande. Réessayez.';

/**
 * Whether the button shows. The server decides again (orders.reorder and the
 * order's status); the list rows carry no creator, so `order` may hold only the status and the
 * establishment, which is enough for the rule.
 */
export const mayReorder = (
  actor: Actor | undefined,
  order: { status: OrderStatus; establishmentId: string | null },
) =>
  actor !== undefined &&
  isReorderable(order.status) &&
  can(actor, 'orders.reorder', { status: order.status, establishmentId: order.establishmentId });

/**
 * POST /api/orders/:id/reorder, then the wizard on the new draft (it opens at its furthest step,
 * spec 001 §2). The drafts badge and lists are refreshed.
 */
export const useReorder = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (orderId: string) =>
      api<{ id: string }>(`/orders/${encodeURIComponent(orderId)}/reorder`, { method: 'POST' }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      await navigate(paths.editOrder(id));
    },
    onError: (error) => toast.error('Erreur', { description: error.message || REORDER_FAILED }),
  });
  return {
    reorder: (orderId: string) => mutation.mutate(orderId),
    pendingOrderId: mutation.isPending ? mutation.variables : undefined,
  };
};
