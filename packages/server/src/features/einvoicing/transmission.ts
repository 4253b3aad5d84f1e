import { and, eq } from 'drizzle-orm';
import {
  creditNotes,
  einvoicingDirectoryEntries,
  einvoicingSubmissions,
  invoices,
} from '../../db/schema/index';
import { PermanentJobError } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { ensureFreshDirectoryLine } from './ensure-fresh-directory-line';
import type { SubmissionRow } from './flow-file';

/** Why a document waits when its establishment's address cannot be known now (the job retries). */
export const DIRECTORY_UNREADABLE =
  "adresse de facturation électronique de l'établissement inconnue : l'annuaire de la plateforme n'a pas pu être lu, envoi différé";

const establishmentOf = async (deps: Deps, submission: SubmissionRow): Promise<string> => {
  const table = submission.kind === 'invoice' ? invoices : creditNotes;
  const [document] = await deps.db
    .select({ establishmentId: table.establishmentId })
    .from(table)
    .where(eq(table.id, submission.documentId));
  if (!document) throw new PermanentJobError(`document ${submission.trackingId} introuvable`);
  return document.establishmentId;
};

/**
 * Decisions 145 and 146: whether a document goes to the PA, asked before its first try. An invoice
 * or credit note goes when the directory, read again first if its read is older than a week or said
 * none, has a line for its establishment; with none, it is not transmitted (issued, its PDF made, handed to the
 * clinic as before) and the lab sees so beside it. When the directory cannot be read and nothing
 * is known of it, or it last said none, this throws: the job tries again later. A lifecycle status follows its invoice:
 * not transmitted when the invoice was not.
 */
export const isTransmitted = async (deps: Deps, submission: SubmissionRow): Promise<boolean> => {
  if (submission.kind === 'lifecycle_status') {
    const [invoiceFlow] = await deps.db
      .select({ state: einvoicingSubmissions.state })
      .from(einvoicingSubmissions)
      .where(
        and(
          eq(einvoicingSubmissions.documentId, submission.documentId),
          eq(einvoicingSubmissions.kind, 'invoice'),
        ),
      );
    return invoiceFlow?.state !== 'not_transmitted';
  }
  const establishmentId = await establishmentOf(deps, submission);
  // A « none » is read again: the clinic may have registered since, and not transmitting is the
  // outcome that costs the lab; a line found is trusted for a week.
  const directory = await ensureFreshDirectoryLine(deps, establishmentId, { rereadNone: true });
  if (directory.line) return true;
  // « None » only as the directory says it now: a failed read of it is not an answer.
  if (directory.status === 'none' && directory.fresh) return false;
  // The read's own failure, in the PA's words, says what to do about it.
  const [entry] = await deps.db
    .select({ lastError: einvoicingDirectoryEntries.lastError })
    .from(einvoicingDirectoryEntries)
    .where(eq(einvoicingDirectoryEntries.establishmentId, establishmentId));
  throw new Error(entry?.lastError ? `${DIRECTORY_UNREADABLE} (${entry.lastError})` : DIRECTORY_UNREADABLE);
};
