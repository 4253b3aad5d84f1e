import type { DeviceStatementFieldsInput } from '@conque/domain/orders/device-statement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** PUT /api/orders/:id/statement-fields {lot_number, unmet_requirements} (préparateurs). */
export const updateStatementFields = (orderId: string, input: DeviceStatementFieldsInput) =>
  api<DeviceStatementFieldsInput>(`/orders/${encodeURIComponent(orderId)}/statement-fields`, {
    method: 'PUT',
    body: input,
  });

export const useUpdateStatementFields = (orderId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeviceStatementFieldsInput) => updateStatementFields(orderId, input),
    // The server's French message (a 409 once the statements are declared).
    meta: { errorMessage: (error: Error) => error.message },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
};
