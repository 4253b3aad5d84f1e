import { and, eq, isNull } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import type { InvoiceData } from '../../pdf/invoice-data';
import { INVOICE_BUCKET_PREFIX } from './invoice-bucket';
import { invoiceSeller } from './invoice-seller';
import { storeFacturX } from './store-factur-x';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice's Factur-X XML, stored beside its PDF, byte for byte the one the PDF embeds. */
export const invoiceXmlKeyOf = (invoice: Pick<InvoiceRow, 'id' | 'number'>): string =>
  `${invoice.id}/factur-x_${invoice.number}.xml`;

export const invoiceData = (deps: Deps, invoice: InvoiceRow): InvoiceData => ({
  kind: 'invoice',
  seller: invoiceSeller(deps.config),
  number: invoice.number,
  month: invoice.month,
  issuedAt: invoice.issuedAt,
  dueAt: invoice.dueAt,
  buyer: invoice.establishmentSnapshot,
  lines: invoice.lines,
  totalHt: invoice.totalHt,
  totalTva: invoice.totalTva,
  totalTtc: invoice.totalTtc,
});

/**
 * Renders an invoice (a Factur-X PDF/A-3) and streams it to bucket invoice_pdfs, its XML
 * beside it (storeFacturX). An invoice never changes, so its keys are fixed: a retry after a crash
 * between the upload and the update finds the whole file already there and only points pdf_url at it.
 */
export const storeInvoicePdf = async (deps: Deps, invoice: InvoiceRow): Promise<{ pdfUrl: string }> => {
  if (invoice.pdfUrl) return { pdfUrl: invoice.pdfUrl };
  const key = `${invoice.id}/facture_${invoice.number}.pdf`;
  await storeFacturX(deps, invoiceData(deps, invoice), { pdfKey: key, xmlKey: invoiceXmlKeyOf(invoice) });
  const pdfUrl = `${INVOICE_BUCKET_PREFIX}${key}`;
  await deps.db
    .update(invoices)
    .set({ pdfUrl })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.pdfUrl)));
  return { pdfUrl };
};
