import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { api } from '@/lib/api-client';
import { SIGNED_LINK_MESSAGES } from '@/lib/open-signed-link';
import { useSignedLink } from '@/lib/use-signed-link';

/** Spec 001 §7 "The PDF path is taken from the segment after order_pdfs in pdf_url". */
export const hasOrderPdfPath = (pdfUrl: string) => /(^|\/)order_pdfs\/[^/]/.test(pdfUrl);

/** POST /api/orders/:id/pdf-url: a link to the order form, signed for 60 s (spec 001 §7). */
export const createOrderPdfUrl = (orderId: string) =>
  api<SignedUrlResponse>(`/orders/${encodeURIComponent(orderId)}/pdf-url`, { method: 'POST' });

/** POST /api/orders/:orderId/stl-files/signed-url: one listed STL file, signed for 60 s (spec 001 §7). */
export const createStlSignedUrl = ({ orderId, path }: { orderId: string; path: string }) =>
  api<SignedUrlResponse>(`/orders/${encodeURIComponent(orderId)}/stl-files/signed-url`, { body: { path } });

/**
 * An order's 'PDF' button, in the lists and on the detail: the signed link in a new tab
 * (spec 001 §8 'Invalid PDF URL' when the stored path is not in order_pdfs).
 */
export const useOpenOrderPdf = () => {
  const link = useSignedLink();
  const open = (orderId: string, pdfUrl: string) =>
    link.open(orderId, async () => {
      if (!hasOrderPdfPath(pdfUrl)) throw new Error(SIGNED_LINK_MESSAGES.invalidPdfUrl);
      return createOrderPdfUrl(orderId);
    });
  return { open, pendingOrderId: link.pending };
};

/** A file's download button: the signed link in a new tab; `pendingPath` is the file being signed. */
export const useOpenStlFile = (orderId: string) => {
  const link = useSignedLink();
  const open = (path: string) => link.open(path, () => createStlSignedUrl({ orderId, path }));
  return { open, pendingPath: link.pending };
};
