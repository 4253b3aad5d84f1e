import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { INVOICE_BUCKET } from './invoice-bucket';

/**
 * A Factur-X XML alone (an invoice's or a credit note's), signed for 60 s like its PDF.
 * The XML is stored with the PDF (store-factur-x.ts); until the PDF exists, or for an invoice issued
 * before Factur-X, there is none: 404 with `notReady`.
 */
export const signFacturXXmlUrl = async (
  deps: Deps,
  document: { pdfUrl: string | null; xmlKey: string },
  notReady: string,
): Promise<SignedUrlResponse> => {
  if (!document.pdfUrl || !(await deps.storage.exists(INVOICE_BUCKET, document.xmlKey))) {
    throw AppError.notFound(notReady);
  }
  return { signedUrl: await deps.storage.signedUrl(INVOICE_BUCKET, document.xmlKey) };
};
