import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { ORDERS_MESSAGES } from '../orders-messages';

export type OrderPdfUrl = { signedUrl: string | null };

/** A failure of the PDF download whose message is the toast's description (spec 001 §8). */
export class OrderPdfError extends Error {}

/** Spec 001 §7 "The PDF path is taken from the segment after order_pdfs in pdf_url". */
export const hasOrderPdfPath = (pdfUrl: string) => /(^|\/)order_pdfs\/[^/]/.test(pdfUrl);

/** POST /api/orders/:id/pdf-url: a link to the order form, signed for 60 s (spec 001 §7). */
export const createOrderPdfUrl = async (orderId: string, pdfUrl: string): Promise<string> => {
  if (!hasOrderPdfPath(pdfUrl)) throw new OrderPdfError(ORDERS_MESSAGES.pdf.invalidUrl);
  const answer = await api<OrderPdfUrl | undefined>(`/orders/${encodeURIComponent(orderId)}/pdf-url`, {
    method: 'POST',
  });
  if (!answer?.signedUrl) throw new OrderPdfError(ORDERS_MESSAGES.pdf.noSignedUrl);
  return answer.signedUrl;
};

/** The toast's description for a failed download: the error's own message, or the spec's default. */
export const pdfErrorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : ORDERS_MESSAGES.pdf.failed;

/**
 * Opens an order's PDF in a new tab. The tab is opened during the click, before the request:
 * a window opened after an await is no longer the user's gesture and popup blockers eat it.
 */
export const useOpenOrderPdf = () => {
  const mutation = useMutation({
    mutationFn: ({ orderId, pdfUrl }: { orderId: string; pdfUrl: string; tab: Window | null }) =>
      createOrderPdfUrl(orderId, pdfUrl),
    onSuccess: (signedUrl, { tab }) => {
      if (tab) tab.location.href = signedUrl;
      else window.open(signedUrl, '_blank', 'noopener');
    },
    onError: (error, { tab }) => {
      tab?.close();
      toast.error(ORDERS_MESSAGES.errorTitle, { description: pdfErrorMessage(error) });
    },
  });
  const open = (orderId: string, pdfUrl: string) => {
    const tab = window.open('', '_blank');
    // The signed file needs no link back to the app.
    if (tab) tab.opener = null;
    mutation.mutate({ orderId, pdfUrl, tab });
  };
  return { open, pendingOrderId: mutation.isPending ? mutation.variables?.orderId : undefined };
};
