import type { RequestRemakeResult } from '@conque/domain/orders/api-types';
import type { RequestRemakeInput } from '@conque/domain/orders/request-remake-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders/:id/remake, then the wizard on the new draft (it opens at its furthest step, where
 * the impressions may be replaced). The lists, the drafts badge and the original's detail reload.
 * A refusal is shown in the dialog (its French message names the field).
 */
export const useRequestRemake = (orderId: string) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestRemakeInput) =>
      api<RequestRemakeResult>(`/orders/${encodeURIComponent(orderId)}/remake`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      await navigate(paths.editOrder(id));
    },
  });
};
