import { CREDIT_NOTE_MESSAGES } from '@conque/domain/invoices/credit-note-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditNotes } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { CreditNoteRow } from './credit-note-view';

/**
 * A credit note, for whoever sees its invoice (invoices.view); another establishment's credit note
 * does not exist for a manager (404, as an invoice's).
 */
export const loadVisibleCreditNote = async (
  db: Executor,
  actor: Actor,
  creditNoteId: string,
): Promise<CreditNoteRow> => {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId)).limit(1);
  if (!row || !can(actor, 'invoices.view', { establishmentId: row.establishmentId })) {
    throw AppError.notFound(CREDIT_NOTE_MESSAGES.notFound);
  }
  return row;
};
