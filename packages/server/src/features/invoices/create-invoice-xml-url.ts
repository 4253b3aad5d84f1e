import { INVOICE_MESSAGES } from '@conque/domain/invoices/invoice-messages';
import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import type { Deps } from '../../kernel/deps';
import { signFacturXXmlUrl } from './factur-x-xml-url';
import { assertCanOnInvoice, loadInvoice } from './invoice-access';
import { invoiceXmlKeyOf } from './store-invoice-pdf';

/**
 * The invoice's Factur-X XML alone, for an accountant's software, for whoever sees the
 * invoice (invoices.view: the preparators, the establishment's manager).
 */
export const createInvoiceXmlUrl = async (
  deps: Deps,
  actor: Actor,
  invoiceId: string,
): Promise<SignedUrlResponse> => {
  const row = assertCanOnInvoice(actor, 'invoices.view', await loadInvoice(deps.db, invoiceId));
  return signFacturXXmlUrl(
    deps,
    { pdfUrl: row.pdfUrl, xmlKey: invoiceXmlKeyOf(row) },
    INVOICE_MESSAGES.xmlNotReady,
  );
};
