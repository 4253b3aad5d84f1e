import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { invoices } from '../../db/schema/index';
import type { Deps } from '../../http/context';
import { ciiXml } from '../../pdf/factur-x/cii-document';
import { invoiceCiiDocument } from '../../pdf/factur-x/invoice-cii';
import { createInvoiceDocument, drawInvoice } from '../../pdf/invoice';
import type { InvoiceData } from '../../pdf/invoice-data';
import { StorageKeyTakenError } from '../../storage/storage';
import { invoiceSeller } from './invoice-seller';

export const INVOICE_BUCKET = 'invoice_pdfs';
const PREFIX = `${INVOICE_BUCKET}/`;

export type InvoiceRow = typeof invoices.$inferSelect;

/** Spec 001 §7: the storage key is the part of pdf_url after the bucket's segment. */
export const invoicePdfKeyOf = (pdfUrl: string | null): string | null => {
  const at = pdfUrl?.indexOf(PREFIX) ?? -1;
  return pdfUrl && at >= 0 ? pdfUrl.slice(at + PREFIX.length) : null;
};

/** Issue 12: the invoice's Factur-X XML, stored beside its PDF, byte for byte the one the PDF embeds. */
export const invoiceXmlKeyOf = (invoice: Pick<InvoiceRow, 'id' | 'number'>): string =>
  `${invoice.id}/factur-x_${invoice.number}.xml`;

export const invoiceData = (deps: Deps, invoice: InvoiceRow): InvoiceData => ({
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
 * Stores the XML first. A retry after a crash finds it already there and embeds the stored one, so
 * that the XML alone and the XML in the PDF never differ, even if the configuration changed between.
 */
const storeInvoiceXml = async (deps: Deps, invoice: InvoiceRow, data: InvoiceData): Promise<string> => {
  const key = invoiceXmlKeyOf(invoice);
  const xml = ciiXml(invoiceCiiDocument(data));
  try {
    await deps.storage.put(INVOICE_BUCKET, key, Readable.from([Buffer.from(xml, 'utf8')]), {
      contentType: 'application/xml',
    });
    return xml;
  } catch (error) {
    if (!(error instanceof StorageKeyTakenError)) throw error;
    return new Response((await deps.storage.get(INVOICE_BUCKET, key)).stream).text();
  }
};

/**
 * Renders an invoice (a Factur-X PDF/A-3, issue 12) and streams it to bucket invoice_pdfs, its XML
 * beside it. An invoice never changes, so its keys are fixed: a retry after a crash between the
 * upload and the update finds the whole file already there (storage writes all or nothing) and only
 * points pdf_url at it.
 */
export const storeInvoicePdf = async (deps: Deps, invoice: InvoiceRow): Promise<{ pdfUrl: string }> => {
  if (invoice.pdfUrl) return { pdfUrl: invoice.pdfUrl };
  const key = `${invoice.id}/facture_${invoice.number}.pdf`;
  const data = invoiceData(deps, invoice);
  const xml = await storeInvoiceXml(deps, invoice, data);
  const doc = createInvoiceDocument(data);
  const stored = deps.storage.put(INVOICE_BUCKET, key, doc as unknown as Readable, {
    contentType: 'application/pdf',
  });
  try {
    drawInvoice(doc, data, xml);
  } catch (error) {
    doc.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  try {
    await stored;
  } catch (error) {
    if (!(error instanceof StorageKeyTakenError)) throw error;
  }
  const pdfUrl = `${PREFIX}${key}`;
  await deps.db
    .update(invoices)
    .set({ pdfUrl })
    .where(and(eq(invoices.id, invoice.id), isNull(invoices.pdfUrl)));
  return { pdfUrl };
};
