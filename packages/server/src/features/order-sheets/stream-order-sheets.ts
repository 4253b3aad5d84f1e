import type { Deps } from '../../kernel/deps';
import { createOrderSheetDocument, drawOrderSheet, type OrderSheetData } from '../../pdf/order-sheet';
import { orderSheetsOf } from './order-sheet-rows';

/** Orders read from the database at a time while the PDF streams. */
const BATCH = 50;

/**
 * Decision 139: one PDF, one page per order, as a pull stream: pages are drawn when the client has
 * taken the previous ones, and the orders are read BATCH at a time, so 200 sheets never sit in
 * memory together (bench/order-sheets.ts measures it). pdfkit writes synchronously into its own
 * buffer, which each pull empties (paused mode: `read()` hands everything buffered).
 */
export const streamOrderSheets = (deps: Deps, ids: readonly string[], title: string) => {
  const organisation = deps.config.organisation.name;
  const doc = createOrderSheetDocument(title, organisation);
  let queue: OrderSheetData[] = [];
  let next = 0;
  let pages = 0;
  let ended = false;

  const drawNext = async () => {
    if (queue.length === 0 && next < ids.length) {
      queue = await orderSheetsOf(deps.db, deps.config.publicUrl, ids.slice(next, next + BATCH));
      next += BATCH;
    }
    const sheet = queue.shift();
    if (sheet) {
      if (pages > 0) doc.addPage();
      drawOrderSheet(doc, sheet, organisation);
      pages += 1;
    }
    if (queue.length === 0 && next >= ids.length) {
      ended = true;
      // pdfkit always has a first page: orders all gone since the check leave it blank, never none.
      doc.end();
    }
  };

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let sent = false;
      while (!sent && !ended) {
        await drawNext();
        for (let chunk = doc.read() as Buffer | null; chunk; chunk = doc.read() as Buffer | null) {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          sent = true;
        }
      }
      if (ended) controller.close();
    },
    cancel() {
      ended = true;
      doc.destroy();
    },
  });
};

/** `fiche-de-fabrication-2026-00042.pdf`: the attachment's headers. */
export const pdfHeaders = (fileName: string): Record<string, string> => ({
  'Content-Type': 'application/pdf',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
});
