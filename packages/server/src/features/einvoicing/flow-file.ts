import { eq } from 'drizzle-orm';
import { creditNotes, type einvoicingSubmissions, invoices } from '../../db/schema/index';
import { PermanentJobError } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { storeCreditNotePdf } from '../credit-notes/store-credit-note-pdf';
import { INVOICE_BUCKET, invoicePdfKeyOf } from '../invoices/invoice-bucket';
import { storeInvoicePdf } from '../invoices/store-invoice-pdf';

export type SubmissionRow = typeof einvoicingSubmissions.$inferSelect;

/**
 * The file a flow carries (decision 146): the document's Factur-X PDF, made and stored now if it
 * is not yet (with e-invoicing on, no PDF job is queued: this is its maker; a document queued by
 * another path is stored under the same fixed key, so the two never differ), or a
 * lifecycle status's CDAR. Stored documents never change, so every try sends the same bytes.
 */
export const flowFile = async (
  deps: Deps,
  submission: SubmissionRow,
): Promise<{ file: Buffer; contentType: string }> => {
  if (submission.kind === 'lifecycle_status') {
    if (submission.fileXml === null) throw new PermanentJobError(`flux ${submission.trackingId} sans CDAR`);
    return { file: Buffer.from(submission.fileXml, 'utf8'), contentType: 'application/xml' };
  }
  const pdfUrl = await storedPdf(deps, submission);
  const key = invoicePdfKeyOf(pdfUrl);
  if (!key) throw new PermanentJobError(`PDF introuvable pour ${submission.trackingId}`);
  const stored = await deps.storage.get(INVOICE_BUCKET, key);
  return {
    file: Buffer.from(await new Response(stored.stream).arrayBuffer()),
    contentType: 'application/pdf',
  };
};

const storedPdf = async (deps: Deps, submission: SubmissionRow): Promise<string> => {
  if (submission.kind === 'invoice') {
    const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, submission.documentId));
    if (!invoice) throw new PermanentJobError(`facture ${submission.documentId} introuvable`);
    return (await storeInvoicePdf(deps, invoice)).pdfUrl;
  }
  const [creditNote] = await deps.db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.id, submission.documentId));
  if (!creditNote) throw new PermanentJobError(`avoir ${submission.documentId} introuvable`);
  return (await storeCreditNotePdf(deps, creditNote)).pdfUrl;
};
