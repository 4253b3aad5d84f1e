import type { GenerateMonthlyInvoicesResult } from '@conque/domain/invoices/invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

/** POST /api/generate-monthly-invoices, no body: the previous month (spec 001 §7). */
export const generateMonthlyInvoices = () =>
  api<GenerateMonthlyInvoicesResult>('/generate-monthly-invoices', { method: 'POST' });

export const useGenerateMonthlyInvoices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMonthlyInvoices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
};
