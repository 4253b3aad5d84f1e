import { Readable } from 'node:stream';
import type { Deps } from '../../kernel/deps';
import { ciiXml } from '../../pdf/factur-x/cii-document';
import { invoiceCiiDocument } from '../../pdf/factur-x/invoice-cii';
import { createInvoiceDocument, drawInvoice } from '../../pdf/invoice';
import type { InvoiceData } from '../../pdf/invoice-data';
import { StorageKeyTakenError } from '../../storage/storage';
import { INVOICE_BUCKET } from './invoice-bucket';

/**
 * Stores the XML first. A retry after a crash finds it already there and embeds the stored one, so
 * that the XML alone and the XML in the PDF never differ, even if the configuration changed between.
 */
const storeXml = async (deps: Deps, key: string, data: InvoiceData): Promise<string> => {
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
 * An invoice or a credit note as a Factur-X PDF/A-3 streamed to bucket invoice_pdfs, its
 * CII XML stored beside it. The document never changes, so its keys are fixed: storage writes all or
 * nothing, and a retry finding the PDF already there is done.
 */
export const storeFacturX = async (
  deps: Deps,
  data: InvoiceData,
  keys: { pdfKey: string; xmlKey: string },
): Promise<void> => {
  const xml = await storeXml(deps, keys.xmlKey, data);
  const doc = createInvoiceDocument(data);
  const stored = deps.storage.put(INVOICE_BUCKET, keys.pdfKey, doc as unknown as Readable, {
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
};
