import { and, eq } from 'drizzle-orm';
import {
  creditNotes,
  einvoicingDirectoryEntries,
  einvoicingSubmissions,
  invoices,
} from '../../db/schema/index';
import { PermanentJobError } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { buyerElectronicAddress } from '../../pdf/factur-x/invoice-cii';
import { ensureFreshDirectoryLine } from './ensure-fresh-directory-line';
import type { SubmissionRow } from './flow-file';

/** Why a document waits when its establishment's address cannot be known now (the job retries). */
export const DIRECTORY_UNREADABLE =
  "adresse de facturation électronique de l'établissement inconnue : l'annuaire de la plateforme n'a pas pu être lu, envoi différé";

/** Why a credit note or a status waits: its invoice's own flow is not decided yet. */
export const INVOICE_NOT_YET_TRANSMITTED =
  "la facture n'est pas encore transmise à la plateforme : envoi différé jusqu'à ce qu'elle le soit";

/**
 * A credit note or a lifecycle status goes where its invoice went: not at all when the invoice was
 * not transmitted, or issued with e-invoicing off (it has no flow); later when the invoice's flow
 * is still to be decided.
 */
const followsInvoice = async (deps: Deps, invoiceId: string): Promise<boolean> => {
  const [invoiceFlow] = await deps.db
    .select({ state: einvoicingSubmissions.state })
    .from(einvoicingSubmissions)
    .where(and(eq(einvoicingSubmissions.documentId, invoiceId), eq(einvoicingSubmissions.kind, 'invoice')));
  if (!invoiceFlow || invoiceFlow.state === 'not_transmitted') return false;
  if (invoiceFlow.state === 'to_send') throw new Error(INVOICE_NOT_YET_TRANSMITTED);
  return true;
};

/**
 * Decisions 145 and 146: whether a document goes to the PA, asked before its first try. An invoice
 * goes when it was issued with its buyer's electronic address (BT-49, copied from the directory's
 * line at issue: without it the PA could not route it) and the directory, read again first if its
 * read is older than a week or said none, still has a line; otherwise it is not transmitted
 * (issued, its PDF made, handed to the clinic as before) and the lab sees so beside it. When the
 * directory cannot be read and nothing is known of it, or it last said none, this throws: the job
 * tries again later. A credit note and a lifecycle status follow their invoice (followsInvoice).
 */
export const isTransmitted = async (deps: Deps, submission: SubmissionRow): Promise<boolean> => {
  if (submission.kind === 'lifecycle_status') return followsInvoice(deps, submission.documentId);
  if (submission.kind === 'credit_note') {
    const [note] = await deps.db
      .select({ invoiceId: creditNotes.invoiceId })
      .from(creditNotes)
      .where(eq(creditNotes.id, submission.documentId));
    if (!note) throw new PermanentJobError(`avoir ${submission.trackingId} introuvable`);
    return followsInvoice(deps, note.invoiceId);
  }
  const [invoice] = await deps.db
    .select({ establishmentId: invoices.establishmentId, buyer: invoices.establishmentSnapshot })
    .from(invoices)
    .where(eq(invoices.id, submission.documentId));
  if (!invoice) throw new PermanentJobError(`facture ${submission.trackingId} introuvable`);
  if (!buyerElectronicAddress(invoice.buyer)) return false;
  // A « none » is read again: the clinic may have registered since; a line found is trusted for a week.
  const directory = await ensureFreshDirectoryLine(deps, invoice.establishmentId, { rereadNone: true });
  if (directory.line) return true;
  // « None » only as the directory says it now: a failed read of it is not an answer.
  if (directory.status === 'none' && directory.fresh) return false;
  // The read's own failure, in the PA's words, says what to do about it.
  const [entry] = await deps.db
    .select({ lastError: einvoicingDirectoryEntries.lastError })
    .from(einvoicingDirectoryEntries)
    .where(eq(einvoicingDirectoryEntries.establishmentId, invoice.establishmentId));
  throw new Error(entry?.lastError ? `${DIRECTORY_UNREADABLE} (${entry.lastError})` : DIRECTORY_UNREADABLE);
};
