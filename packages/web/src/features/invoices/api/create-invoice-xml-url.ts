import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { api } from '@/lib/api-client';
import { useSignedLink } from '@/lib/use-signed-link';

/** POST /api/invoices/:id/xml-url → a link valid 60 s to the invoice's Factur-X XML. */
export const createInvoiceXmlUrl = (invoiceId: string) =>
  api<SignedUrlResponse>(`/invoices/${encodeURIComponent(invoiceId)}/xml-url`, { method: 'POST' });

/** The invoice's 'XML Factur-X' button: the signed link downloads the file (lib/open-signed-link.ts). */
export const useDownloadInvoiceXml = () => {
  const link = useSignedLink();
  const download = (invoiceId: string) => link.open(invoiceId, () => createInvoiceXmlUrl(invoiceId));
  return { download, pendingInvoiceId: link.pending };
};
