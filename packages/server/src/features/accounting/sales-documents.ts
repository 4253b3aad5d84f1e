import type { SalesDocument } from '@conque/domain/accounting/sales-entries';
import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import type { EstablishmentSnapshot } from '@conque/domain/orders/api-types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * A document as the export pages through them: issued in order, then by number. `entryNumber` is its
 * entry's place in that order since `window.sequenceStart` (decision 137).
 */
export type SalesDocumentRow = SalesDocument & { cursor: string; entryNumber: number };

/** The period's window, and the start of the year whose sequence numbers its entries. */
export type SalesWindow = { start: Date; end: Date; sequenceStart: Date };

type Raw = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: string | Date;
  cursor: string;
  establishment_snapshot: EstablishmentSnapshot;
  lines: InvoiceLine[];
};

/** How many invoices and credit notes were issued in [from, to): the entries a month's sequence follows. */
const issuedBetween = async (db: Db, from: Date, to: Date): Promise<number> => {
  if (from >= to) return 0;
  const start = from.toISOString();
  const end = to.toISOString();
  const result = await db.execute(sql`
    select (select count(*) from invoices where issued_at >= ${start}::timestamptz and issued_at < ${end}::timestamptz)
      + (select count(*) from credit_notes where issued_at >= ${start}::timestamptz and issued_at < ${end}::timestamptz)
      as count`);
  return Number((result as unknown as { rows: { count: string | number }[] }).rows[0]?.count ?? 0);
};

/**
 * The invoices and credit notes issued in [start, end), oldest first, `size` after `after`: one
 * keyset query over both tables, so that an export of a year streams in batches. The first batch
 * counts the documents issued since `sequenceStart` before the window, so that a month's entries
 * carry the numbers the year's export gives them; the next ones go on from `after`'s.
 */
export const salesDocumentsBatch = async (
  db: Db,
  window: SalesWindow,
  after: SalesDocumentRow | undefined,
  size: number,
): Promise<SalesDocumentRow[]> => {
  const numbered = after ? after.entryNumber : await issuedBetween(db, window.sequenceStart, window.start);
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  const result = await db.execute(sql`
    select * from (
      select 'invoice' as kind, number, issued_at, issued_at::text as cursor, establishment_snapshot, lines
        from invoices where issued_at >= ${start}::timestamptz and issued_at < ${end}::timestamptz
      union all
      select 'credit_note' as kind, number, issued_at, issued_at::text as cursor, establishment_snapshot, lines
        from credit_notes where issued_at >= ${start}::timestamptz and issued_at < ${end}::timestamptz
    ) documents
    ${after ? sql`where (issued_at, number) > (${after.cursor}::timestamptz, ${after.number})` : sql``}
    order by issued_at, number
    limit ${size}`);
  return (result as unknown as { rows: Raw[] }).rows.map((row, index) => ({
    entryNumber: numbered + index + 1,
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    cursor: row.cursor,
    customer: { name: row.establishment_snapshot.name, siret: row.establishment_snapshot.siret },
    lines: row.lines,
  }));
};
