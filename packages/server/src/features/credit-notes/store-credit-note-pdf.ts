import { and, eq, isNull } from 'drizzle-orm';
import { creditNotes, invoices } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import type { InvoiceData } from '../../pdf/invoice-data';
import { INVOICE_BUCKET_PREFIX } from '../invoices/invoice-bucket';
import { invoiceSeller } from '../invoices/invoice-seller';
import { storeFacturX } from '../invoices/store-factur-x';
import type { CreditNoteRow } from './credit-note-view';

/** The credit note's Factur-X XML (type 381), beside its PDF. */
export const creditNoteXmlKeyOf = (creditNote: Pick<CreditNoteRow, 'id' | 'number'>): string =>
  `avoirs/${creditNote.id}/factur-x_${creditNote.number}.xml`;

const creditNoteData = (
  deps: Deps,
  creditNote: CreditNoteRow,
  invoice: { number: string; issuedAt: Date; month: string },
): InvoiceData => ({
  kind: 'credit_note',
  seller: invoiceSeller(deps.config),
  number: creditNote.number,
  month: invoice.month,
  issuedAt: creditNote.issuedAt,
  invoice: { number: invoice.number, issuedAt: invoice.issuedAt },
  reason: creditNote.reason,
  buyer: creditNote.establishmentSnapshot,
  lines: creditNote.lines,
  totalHt: creditNote.totalHt,
  totalTva: creditNote.totalTva,
  totalTtc: creditNote.totalTtc,
});

/**
 * Renders a credit note as a Factur-X PDF/A-3 in the invoices' bucket, like an invoice
 * (store-factur-x.ts): fixed keys, so that a retry only points pdf_url at what is already there.
 */
export const storeCreditNotePdf = async (
  deps: Deps,
  creditNote: CreditNoteRow,
): Promise<{ pdfUrl: string }> => {
  if (creditNote.pdfUrl) return { pdfUrl: creditNote.pdfUrl };
  const [invoice] = await deps.db
    .select({ number: invoices.number, issuedAt: invoices.issuedAt, month: invoices.month })
    .from(invoices)
    .where(eq(invoices.id, creditNote.invoiceId));
  if (!invoice) throw new Error(`facture ${creditNote.invoiceId} introuvable`);
  const key = `avoirs/${creditNote.id}/avoir_${creditNote.number}.pdf`;
  await storeFacturX(deps, creditNoteData(deps, creditNote, invoice), {
    pdfKey: key,
    xmlKey: creditNoteXmlKeyOf(creditNote),
  });
  const pdfUrl = `${INVOICE_BUCKET_PREFIX}${key}`;
  await deps.db
    .update(creditNotes)
    .set({ pdfUrl })
    .where(and(eq(creditNotes.id, creditNote.id), isNull(creditNotes.pdfUrl)));
  return { pdfUrl };
};
