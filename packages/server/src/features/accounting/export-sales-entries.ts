import { isBalanced, type SalesEntry, salesEntryOf } from '@conque/domain/accounting/sales-entries';
import { monthWindow } from '@conque/domain/invoices/invoice-month';
import { type Actor, can } from '@conque/domain/permissions/can';
import { CSV_BOM, csvAmount, csvRow, csvText } from '@conque/domain/shared/csv-format';
import { formatParis, parisTime } from '@conque/domain/shared/paris-time';
import { sirenOf } from '@conque/domain/shared/siret';
import { textStream } from '../../csv/csv-stream';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import type { SalesEntriesQuery } from './accounting-input';
import { type SalesDocumentRow, type SalesWindow, salesDocumentsBatch } from './sales-documents';

// The sales entries of a month or a year, for the lab's accountant, as a FEC file
// (article A47 A-1 of the LPF: the 18 columns, tab-separated, dates AAAAMMJJ, amounts with a
// decimal comma, named SIRENFECAAAAMMJJ.txt after the period's last day) or as a « Journal des
// ventes » for Excel in French (csv-format.ts). One entry per document, streamed in keyset batches.
// The FEC numbers the entries in one continuous, chronological sequence over the year, the
// document's number being the piece's reference (decision 137).

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export const SALES_JOURNAL_COLUMNS = [
  'Journal',
  'Date',
  'Pièce',
  'Compte',
  'Compte auxiliaire',
  'Client',
  'Libellé',
  'Débit (€)',
  'Crédit (€)',
] as const;

/**
 * [start, end) of the period in Paris, and the start of its year, where the entries' sequence starts:
 * a month's export goes on from the months before it, so that the month's file and the year's give
 * an entry the same number (decision 137).
 */
const windowOf = (period: string): SalesWindow => {
  const year = Number(period.slice(0, 4));
  const sequenceStart = parisTime(year, 1, 1);
  if (period.length === 7) return { ...monthWindow(period), sequenceStart };
  return { start: sequenceStart, end: parisTime(year + 1, 1, 1), sequenceStart };
};

/** A FEC field: no tab or line break inside (they separate fields and records). */
const fecText = (value: string) => value.replace(/[\t\r\n]+/g, ' ').trim();
const fecAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const fecDate = (at: Date) => formatParis(at, 'yyyyMMdd');

const fecRecords = (entry: SalesEntry, entryNumber: number, journal: { code: string; label: string }) => {
  const { document } = entry;
  const day = fecDate(document.issuedAt);
  return entry.lines
    .map((line) =>
      [
        journal.code,
        journal.label,
        String(entryNumber),
        day,
        line.account,
        line.accountLabel,
        line.auxiliary?.code ?? '',
        line.auxiliary?.label ?? '',
        document.number,
        day,
        line.label,
        fecAmount(line.debit),
        fecAmount(line.credit),
        '',
        '',
        day,
        '',
        '',
      ]
        .map(fecText)
        .join('\t'),
    )
    .map((record) => `${record}\r\n`)
    .join('');
};

const journalRows = (entry: SalesEntry, journalCode: string) =>
  entry.lines
    .map((line) =>
      csvRow([
        csvText(journalCode),
        csvText(formatParis(entry.document.issuedAt, 'dd/MM/yyyy')),
        csvText(entry.document.number),
        csvText(line.account),
        csvText(line.auxiliary?.code ?? ''),
        csvText(line.auxiliary?.label ?? ''),
        csvText(line.label),
        csvAmount(line.debit || null),
        csvAmount(line.credit || null),
      ]),
    )
    .join('');

export const exportSalesEntries = (deps: Deps, actor: Actor, query: SalesEntriesQuery) => {
  if (!can(actor, 'accounting.export')) throw AppError.forbidden();
  const window = windowOf(query.period);
  const accounts = deps.config.accounting;
  const journal = { code: accounts.journalCode, label: accounts.journalLabel };
  const entryOf = (document: Parameters<typeof salesEntryOf>[0]) => {
    const entry = salesEntryOf(document, accounts);
    // Never a file an accountant could not import: salesEntryOf balances by construction.
    if (!isBalanced(entry)) throw new Error(`unbalanced entry ${document.number}`);
    return entry;
  };
  const nextBatch = (after: SalesDocumentRow | undefined, size: number) =>
    salesDocumentsBatch(deps.db, window, after, size);
  if (query.format === 'fec') {
    const closing = fecDate(new Date(window.end.getTime() - 1));
    return {
      fileName: `${sirenOf(deps.config.organisation.siret)}FEC${closing}.txt`,
      contentType: 'text/plain; charset=utf-8',
      stream: textStream({
        start: `${FEC_COLUMNS.join('\t')}\r\n`,
        batchSize: 500,
        nextBatch,
        render: (document) => fecRecords(entryOf(document), document.entryNumber, journal),
      }),
    };
  }
  return {
    fileName: `journal-des-ventes-${query.period}.csv`,
    contentType: 'text/csv; charset=utf-8',
    stream: textStream({
      start: CSV_BOM + csvRow(SALES_JOURNAL_COLUMNS.map(csvText)),
      batchSize: 500,
      nextBatch,
      render: (document) => journalRows(entryOf(document), accounts.journalCode),
    }),
  };
};
