import { CREDIT_NOTE_MESSAGES } from '@conque/domain/invoices/credit-note-schemas';
import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { creditNotes } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../http/context';
import { INVOICE_BUCKET, invoicePdfKeyOf } from '../invoices/invoice-bucket';

/**
 * Issue 12 item 2: the credit note's PDF, a link signed for 60 s, for whoever sees its invoice
 * (another establishment's credit note does not exist for a manager: 404).
 */
export const createCreditNotePdfUrl = async (
  deps: Deps,
  actor: Actor,
  creditNoteId: string,
): Promise<SignedUrlResponse> => {
  const [row] = await deps.db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId)).limit(1);
  if (!row || !can(actor, 'invoices.view', { establishmentId: row.establishmentId })) {
    throw AppError.notFound(CREDIT_NOTE_MESSAGES.notFound);
  }
  const key = invoicePdfKeyOf(row.pdfUrl);
  if (!key) throw AppError.notFound(CREDIT_NOTE_MESSAGES.pdfNotReady);
  return { signedUrl: await deps.storage.signedUrl(INVOICE_BUCKET, key) };
};
