import {
  CREDIT_NOTE_MESSAGES,
  type CreditNoteListItem,
  type CreditNotePage,
  type InvoiceOrder,
  type IssueCreditNoteInput,
} from '@conque/domain/invoices/credit-note-schemas';
import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pollUnlessLive } from '@/api/live/live-status';
import { queryKeys } from '@/api/query-keys';
import { api } from '@/lib/api-client';
import { retryUnlessRefused } from '@/lib/query-client';
import { useSignedLink } from '@/lib/use-signed-link';

// The credit notes' calls, beside the invoices'.

/** GET /api/credit-notes?page=: a preparator's all, a manager's establishment's, newest first. */
export const useCreditNotes = (page: number) =>
  useQuery({
    queryKey: queryKeys.invoices.creditNotes({ page }),
    queryFn: ({ signal }) => api<CreditNotePage>(`/credit-notes?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorMessage: CREDIT_NOTE_MESSAGES.loadFailed },
    retry: retryUnlessRefused(1),
    // The PDF is made by a background job a moment after the credit note: its event says when;
    // without the live stream, look again until it is there.
    refetchInterval: (q) =>
      q.state.data?.items.some((item) => item.pdf_url === null) ? pollUnlessLive(3000) : false,
  });

/** GET /api/invoices/:id/orders: what the credit note dialog offers, loaded when it opens. */
export const useInvoiceOrders = (invoiceId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.invoices.orders(invoiceId),
    queryFn: ({ signal }) =>
      api<InvoiceOrder[]>(`/invoices/${encodeURIComponent(invoiceId)}/orders`, { signal }),
    enabled,
    retry: retryUnlessRefused(1),
  });

/** POST /api/invoices/:id/credit-notes; the invoices, their orders and the credit notes reload. */
export const useIssueCreditNote = (invoiceId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IssueCreditNoteInput) =>
      api<CreditNoteListItem>(`/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
  });
};

/** The credit note's 'PDF' button: a link signed for 60 s, in a new tab. */
export const useOpenCreditNotePdf = () => {
  const link = useSignedLink();
  const open = (id: string) =>
    link.open(id, () =>
      api<SignedUrlResponse>(`/credit-notes/${encodeURIComponent(id)}/pdf-url`, { method: 'POST' }),
    );
  return { open, pendingId: link.pending };
};
