import { eq } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import { storeInvoicePdf } from './store-invoice-pdf';

// docs/design.md §5.11: the invoice's PDF, queued in the transaction that issues the invoice and made by the
// worker (with its retries) so that a month's run never waits on ten thousand documents.
export const GENERATE_INVOICE_PDF_JOB = 'generate-invoice-pdf';

export const generateInvoicePdfJob: JobHandler = async (job, deps) => {
  const invoiceId = job.payload.invoiceId;
  if (typeof invoiceId !== 'string') throw new PermanentJobError('invoiceId manquant dans la tâche');
  const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new PermanentJobError(`facture ${invoiceId} introuvable`);
  await storeInvoicePdf(deps, invoice);
};
