import { eq } from 'drizzle-orm';
import { creditNotes } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import { storeCreditNotePdf } from './store-credit-note-pdf';

// The credit note's PDF, queued in the transaction that issues it, like an invoice's.
export const GENERATE_CREDIT_NOTE_PDF_JOB = 'generate-credit-note-pdf';

export const generateCreditNotePdfJob: JobHandler = async (job, deps) => {
  const creditNoteId = job.payload.creditNoteId;
  if (typeof creditNoteId !== 'string') throw new PermanentJobError('creditNoteId manquant dans la tâche');
  const [creditNote] = await deps.db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId));
  if (!creditNote) throw new PermanentJobError(`avoir ${creditNoteId} introuvable`);
  await storeCreditNotePdf(deps, creditNote);
};
