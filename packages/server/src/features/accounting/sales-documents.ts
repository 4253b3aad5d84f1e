import type { SalesDocument } from '@conque/domain/accounting/sales-entries';
import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import type { EstablishmentSnapshot } from '@conque/domain/orders/api-types';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A document as the export pages through them: issued in order, then by number. */
export type SalesDocumentRow = SalesDocument & { cursor: string };

type Raw = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issued_at: string | Date;
  cursor: string;
  establishment_snapshot: EstablishmentSnapshot;
  lines: InvoiceLine[];
};

/**
 * The invoices and credit notes issued in [start, end), oldest first, `size` after `after`: one
 * keyset query over both tables, so that an export of a year streams in batches.
 */
export const salesDocumentsBatch = async (
  db: Db,
  window: { start: Date; end: Date },
  after: SalesDocumentRow | undefined,
  size: number,
): Promise<SalesDocumentRow[]> => {
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
  return (result as unknown as { rows: Raw[] }).rows.map((row) => ({
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    cursor: row.cursor,
    customer: { name: row.establishment_snapshot.name, siret: row.establishment_snapshot.siret },
    lines: row.lines,
  }));
};
