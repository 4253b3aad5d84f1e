import { INVOICE_MESSAGES } from '@conque/domain/invoices/invoice-messages';
import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';
import { assertCanOnInvoice, loadInvoice } from './invoice-access';
import { INVOICE_BUCKET } from './invoice-bucket';
import { invoiceXmlKeyOf } from './store-invoice-pdf';

/**
 * Issue 12: the invoice's Factur-X XML alone, for an accountant's software, signed for 60 s like the
 * PDF and for whoever sees the invoice (invoices.view: the preparators, the establishment's manager).
 * The XML is stored with the PDF; until the PDF exists, or for an invoice issued before Factur-X,
 * there is none.
 */
export const createInvoiceXmlUrl = async (
  deps: Deps,
  actor: Actor,
  invoiceId: string,
): Promise<SignedUrlResponse> => {
  const row = assertCanOnInvoice(actor, 'invoices.view', await loadInvoice(deps.db, invoiceId));
  const key = invoiceXmlKeyOf(row);
  if (!row.pdfUrl || !(await deps.storage.exists(INVOICE_BUCKET, key))) {
    throw AppError.notFound(INVOICE_MESSAGES.xmlNotReady);
  }
  return { signedUrl: await deps.storage.signedUrl(INVOICE_BUCKET, key) };
};
