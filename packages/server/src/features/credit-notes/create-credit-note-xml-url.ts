import { CREDIT_NOTE_MESSAGES } from '@conque/domain/invoices/credit-note-schemas';
import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import type { Deps } from '../../kernel/deps';
import { signFacturXXmlUrl } from '../invoices/factur-x-xml-url';
import { loadVisibleCreditNote } from './credit-note-access';
import { creditNoteXmlKeyOf } from './store-credit-note-pdf';

/**
 * The credit note's Factur-X XML (type 381) alone, for an accountant's software, as an invoice's
 * (create-invoice-xml-url.ts): for whoever sees its invoice, signed for 60 s, once its PDF exists.
 */
export const createCreditNoteXmlUrl = async (
  deps: Deps,
  actor: Actor,
  creditNoteId: string,
): Promise<SignedUrlResponse> => {
  const row = await loadVisibleCreditNote(deps.db, actor, creditNoteId);
  return signFacturXXmlUrl(
    deps,
    { pdfUrl: row.pdfUrl, xmlKey: creditNoteXmlKeyOf(row) },
    CREDIT_NOTE_MESSAGES.xmlNotReady,
  );
};
