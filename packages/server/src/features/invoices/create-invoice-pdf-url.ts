import { INVOICE_MESSAGES } from '@conque/domain/invoices/invoice-messages';
import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { assertCanOnInvoice, loadInvoice } from './invoice-access';
import { INVOICE_BUCKET, invoicePdfKeyOf } from './invoice-bucket';

/** Spec 001 §7 "bucket invoice_pdfs (signed URL 60 s)", for whoever sees the invoice. */
export const createInvoicePdfUrl = async (
  deps: Deps,
  actor: Actor,
  invoiceId: string,
): Promise<SignedUrlResponse> => {
  const row = assertCanOnInvoice(actor, 'invoices.view', await loadInvoice(deps.db, invoiceId));
  const key = invoicePdfKeyOf(row.pdfUrl);
  if (!key) throw AppError.notFound(INVOICE_MESSAGES.pdfNotReady);
  return { signedUrl: await deps.storage.signedUrl(INVOICE_BUCKET, key) };
};
