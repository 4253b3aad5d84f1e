// Spec 001 §7 bucket invoice_pdfs: the invoices' PDFs and their Factur-X XML and
// the credit notes' PDFs and XML.
export const INVOICE_BUCKET = 'invoice_pdfs';
export const INVOICE_BUCKET_PREFIX = `${INVOICE_BUCKET}/`;

/** Spec 001 §7: the storage key is the part of pdf_url after the bucket's segment. */
export const invoicePdfKeyOf = (pdfUrl: string | null): string | null => {
  const at = pdfUrl?.indexOf(INVOICE_BUCKET_PREFIX) ?? -1;
  return pdfUrl && at >= 0 ? pdfUrl.slice(at + INVOICE_BUCKET_PREFIX.length) : null;
};
