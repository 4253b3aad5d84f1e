import type { ProductionStepResult } from '@conque/domain/production/api-types';
import type {
  AdvanceProductionStepInput,
  QualityControlInput,
} from '@conque/domain/production/production-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/**
 * POST /api/orders/:id/production-step or /quality-control (decision 141): each attempt carries a
 * key of its own, made once per click, so that a retried request is not applied twice.
 */
const useProductionCall = <Input>(orderId: string, call: 'production-step' | 'quality-control') => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      api<ProductionStepResult>(`/orders/${encodeURIComponent(orderId)}/${call}`, {
        body: input,
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    // A 409 means someone moved the order meanwhile: the detail is read again in every case.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
};

export const useAdvanceProductionStep = (orderId: string) =>
  useProductionCall<AdvanceProductionStepInput>(orderId, 'production-step');

export const useRecordQualityControl = (orderId: string) =>
  useProductionCall<QualityControlInput>(orderId, 'quality-control');
