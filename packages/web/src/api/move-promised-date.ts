import type { MovePromisedDateResult } from '@conque/domain/planning/api-types';
import type { MovePromisedDateInput } from '@conque/domain/planning/move-promised-date-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/orders/:id/promised-date {promised_ship_on, reason} (préparateurs). */
export const movePromisedDate = (orderId: string, input: MovePromisedDateInput) =>
  api<MovePromisedDateResult>(`/orders/${encodeURIComponent(orderId)}/promised-date`, {
    method: 'POST',
    body: input,
  });

export const useMovePromisedDate = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MovePromisedDateInput) => movePromisedDate(orderId, input),
    // The order, its history, the lists and the due counts all live under ['orders'].
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
};
