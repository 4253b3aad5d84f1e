import { CSV_BOM, csvRow, csvText } from '@conque/domain/shared/csv-format';

/**
 * A text file as a stream, read from the database a batch at a time as the client takes it (a pull
 * stream: a slow download holds one batch, never the whole file). `nextBatch` gets the last row of
 * the previous batch (undefined at first) and answers the next rows, fewer than `batchSize` at the
 * end: keyset pagination, each batch as fast as the first. `render` writes one row's text.
 */
export const textStream = <Row>(options: {
  start: string;
  batchSize: number;
  nextBatch: (after: Row | undefined, batchSize: number) => Promise<Row[]>;
  render: (row: Row) => string;
}): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  let last: Row | undefined;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(options.start));
    },
    async pull(controller) {
      if (done) return;
      const rows = await options.nextBatch(last, options.batchSize);
      if (rows.length > 0) {
        controller.enqueue(encoder.encode(rows.map(options.render).join('')));
        last = rows.at(-1);
      }
      if (rows.length < options.batchSize) {
        done = true;
        controller.close();
      }
    },
  });
};

/** A CSV file for Excel in French as a stream (csv-format.ts), one row per database row. */
export const csvStream = <Row>(options: {
  header: readonly string[];
  batchSize: number;
  nextBatch: (after: Row | undefined, batchSize: number) => Promise<Row[]>;
  cells: (row: Row) => readonly string[];
}): ReadableStream<Uint8Array> =>
  textStream({
    start: CSV_BOM + csvRow(options.header.map(csvText)),
    batchSize: options.batchSize,
    nextBatch: options.nextBatch,
    render: (row) => csvRow(options.cells(row)),
  });

/** `commandes-2026-11-24.csv`: the attachment's headers, the name dated in Paris. */
export const csvHeaders = (fileName: string): Record<string, string> => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
});
