import { monthLabel } from '@conque/domain/invoices/invoice-month';
import { INVOICE_PAID_STATUS_LABELS } from '@conque/domain/invoices/invoice-schemas';
import { type Actor, can } from '@conque/domain/permissions/can';
import { listScope } from '@conque/domain/permissions/list-scope';
import { csvAmount, csvText } from '@conque/domain/shared/csv-format';
import { formatParis, formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { and, desc, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { csvStream } from '../../csv/csv-stream';
import { listScopeCondition } from '../../db/list-scope-condition';
import { invoices } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { containsPattern } from '../../http/list-query';
import type { Deps } from '../../kernel/deps';
import type { ExportInvoicesQuery } from './invoice-input';

export const INVOICES_CSV_HEADER = [
  'Numéro de facture',
  'Mois',
  'Établissement',
  'SIRET',
  'Émise le',
  'Échéance',
  'Total HT (€)',
  'TVA (€)',
  'Total TTC (€)',
  'Paiement',
  'Payée le',
] as const;

type Row = typeof invoices.$inferSelect & { cursor: string };

const date = (at: Date | null) => (at ? formatParisShortDateTime(at) : '');

/**
 * The invoice list as a CSV file, with the list's search, for whoever reads the
 * list (a manager its establishment's invoices, a preparator every one's), newest first like the
 * list, streamed in keyset batches (csv/csv-stream.ts).
 */
export const exportInvoicesCsv = (deps: Deps, actor: Actor, query: ExportInvoicesQuery) => {
  if (!can(actor, 'invoices.list')) throw AppError.forbidden();
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  const where = and(
    listScopeCondition(listScope(actor), invoices.establishmentId),
    pattern === undefined
      ? undefined
      : or(ilike(invoices.number, pattern), sql`${invoices.establishmentSnapshot}->>'name' ilike ${pattern}`),
  );
  const nextBatch = (after: Row | undefined, size: number): Promise<Row[]> =>
    deps.db
      .select({ ...getTableColumns(invoices), cursor: sql<string>`${invoices.createdAt}::text` })
      .from(invoices)
      .where(
        and(
          where,
          after
            ? sql`(${invoices.createdAt}, ${invoices.number}) < (${after.cursor}::timestamptz, ${after.number})`
            : undefined,
        ),
      )
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
      .limit(size);
  return {
    fileName: `factures-${formatParis(deps.now(), 'yyyy-MM-dd')}.csv`,
    stream: csvStream<Row>({
      header: INVOICES_CSV_HEADER,
      batchSize: 500,
      nextBatch,
      cells: (row) => [
        csvText(row.number),
        csvText(monthLabel(row.month)),
        csvText(row.establishmentSnapshot.name),
        csvText(row.establishmentSnapshot.siret),
        csvText(date(row.issuedAt)),
        csvText(date(row.dueAt)),
        csvAmount(row.totalHt),
        csvAmount(row.totalTva),
        csvAmount(row.totalTtc),
        csvText(INVOICE_PAID_STATUS_LABELS[row.paidStatus]),
        csvText(date(row.paidAt)),
      ],
    }),
  };
};
