import { CREDIT_NOTE_MESSAGES } from '@conque/domain/invoices/credit-note-schemas';
import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { INVOICE_BUCKET, invoicePdfKeyOf } from '../invoices/invoice-bucket';
import { loadVisibleCreditNote } from './credit-note-access';

/** The credit note's PDF, a link signed for 60 s, for whoever sees its invoice. */
export const createCreditNotePdfUrl = async (
  deps: Deps,
  actor: Actor,
  creditNoteId: string,
): Promise<SignedUrlResponse> => {
  const row = await loadVisibleCreditNote(deps.db, actor, creditNoteId);
  const key = invoicePdfKeyOf(row.pdfUrl);
  if (!key) throw AppError.notFound(CREDIT_NOTE_MESSAGES.pdfNotReady);
  return { signedUrl: await deps.storage.signedUrl(INVOICE_BUCKET, key) };
};
