import type { CreditNoteListItem } from '@conque/domain/invoices/credit-note-schemas';
import type { creditNotes } from '../../db/schema/index';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** A credit note as the API shows it (the list, and the answer to its issue). */
export const creditNoteListItem = (row: CreditNoteRow, invoiceNumber: string): CreditNoteListItem => ({
  id: row.id,
  number: row.number,
  invoice_id: row.invoiceId,
  invoice_number: invoiceNumber,
  establishment_id: row.establishmentId,
  establishment_name: row.establishmentSnapshot.name,
  reason: row.reason,
  order_count: new Set(row.lines.map((line) => line.orderId)).size,
  total_ht: row.totalHt,
  total_tva: row.totalTva,
  total_ttc: row.totalTtc,
  pdf_url: row.pdfUrl,
  issued_at: row.issuedAt.toISOString(),
});
