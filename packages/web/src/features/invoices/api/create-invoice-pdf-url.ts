import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/invoices/:id/pdf-url → a link valid 60 s (spec 001 §7, bucket invoice_pdfs). */
export const createInvoicePdfUrl = async (invoiceId: string): Promise<string> => {
  const { signedUrl } = await api<{ signedUrl?: string }>(
    `/invoices/${encodeURIComponent(invoiceId)}/pdf-url`,
    {
      method: 'POST',
    },
  );
  // Spec 001 §8's text for an answer without a link.
  if (!signedUrl) throw new Error('No signed URL returned');
  return signedUrl;
};

export const useCreateInvoicePdfUrl = () => useMutation({ mutationFn: createInvoicePdfUrl });
