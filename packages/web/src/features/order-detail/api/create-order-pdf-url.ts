import { api } from '@/lib/api-client';
import { DETAIL_MESSAGES } from '../detail-messages';
import { useSignedLink } from '../hooks/use-signed-link';

/** POST /api/orders/:id/pdf-url: a link to the order's PDF, signed for 60 s (spec 001 §7). */
export const createOrderPdfUrl = (orderId: string) =>
  api<{ signedUrl?: string }>(`/orders/${encodeURIComponent(orderId)}/pdf-url`, { method: 'POST' });

/** Spec 001 §8: the stored path must name the order_pdfs bucket ('Invalid PDF URL' otherwise). */
export const hasPdfPath = (pdfUrl: string) => pdfUrl.includes('order_pdfs/');

/** The order's 'PDF' button: the signed link in a new tab. */
export const useOpenOrderPdf = () => {
  const link = useSignedLink();
  const open = (order: { id: string; pdf_url: string }) =>
    link.open('pdf', async () => {
      if (!hasPdfPath(order.pdf_url)) throw new Error(DETAIL_MESSAGES.invalidPdfUrl);
      return createOrderPdfUrl(order.id);
    });
  return { open, pending: link.pending === 'pdf' };
};
