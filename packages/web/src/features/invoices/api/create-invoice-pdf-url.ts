import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { api } from '@/lib/api-client';
import { useSignedLink } from '@/lib/use-signed-link';

/** POST /api/invoices/:id/pdf-url → a link valid 60 s (spec 001 §7, bucket invoice_pdfs). */
export const createInvoicePdfUrl = (invoiceId: string) =>
  api<SignedUrlResponse>(`/invoices/${encodeURIComponent(invoiceId)}/pdf-url`, { method: 'POST' });

/** The invoice's 'PDF' button: the signed link in a new tab (lib/open-signed-link.ts). */
export const useOpenInvoicePdf = () => {
  const link = useSignedLink();
  const open = (invoiceId: string) => link.open(invoiceId, () => createInvoicePdfUrl(invoiceId));
  return { open, pendingInvoiceId: link.pending };
};
