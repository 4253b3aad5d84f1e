import type { ChangeDeliveryResult } from '@conque/domain/orders/api-types';
import type { ChangeDeliveryInput } from '@conque/domain/orders/status-change-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/orders/:id/delivery {shippingMethod} (spec 001 §4: registered or in_progress, not invoiced). */
export const changeDeliveryType = (orderId: string, input: ChangeDeliveryInput) =>
  api<ChangeDeliveryResult>(`/orders/${encodeURIComponent(orderId)}/delivery`, {
    method: 'POST',
    body: input,
  });

export const useChangeDeliveryType = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeDeliveryInput) => changeDeliveryType(orderId, input),
    // The prices, the order form and the history change with it: everything under ['orders'].
    // On a refusal too: a 409 means the order or its group changed behind the dialog.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
};
