import type { ChangeOrderStatusResult } from '@conque/domain/orders/api-types';
import type { ChangeOrderStatusInput } from '@conque/domain/orders/status-change-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders/:id/status {status, trackingNumber?, groupWith?} (spec 001 §4, the preparator's):
 * the order page's dialog, and « Atelier »'s start of production (decision 142).
 */
export const changeOrderStatus = (orderId: string, input: ChangeOrderStatusInput) =>
  api<ChangeOrderStatusResult>(`/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body: input,
  });

export const useChangeOrderStatus = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeOrderStatusInput) => changeOrderStatus(orderId, input),
    // Lists, the detail, its history and the grouping lists all live under ['orders'].
    // On a refusal too: a 409 means the order or its group changed behind the dialog.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
};
