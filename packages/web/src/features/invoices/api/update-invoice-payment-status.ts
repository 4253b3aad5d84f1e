import type {
  InvoicePaidStatusValue,
  UpdateInvoicePaymentStatusResult,
} from '@conque/domain/invoices/invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';

type Input = { invoiceId: string; paidStatus: InvoicePaidStatusValue };

/** POST /api/rpc/update_invoice_payment_status {invoice_id, new_paid_status} (spec 001 §7). */
export const updateInvoicePaymentStatus = ({ invoiceId, paidStatus }: Input) =>
  api<UpdateInvoicePaymentStatusResult>('/rpc/update_invoice_payment_status', {
    method: 'POST',
    body: { invoice_id: invoiceId, new_paid_status: paidStatus },
  });

export const useUpdateInvoicePaymentStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoicePaymentStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
};
