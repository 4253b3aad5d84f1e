import type { InvoiceLine, InvoiceVatRate } from '../invoices/invoice-line';
import { formatVatRate, invoiceTotals } from '../invoices/invoice-totals';

// The accountant's sales entries. Each invoice is one balanced entry: the client's
// account debited its total with tax, sales credited the amount before tax of each VAT rate, the VAT
// account of each rate credited its tax; a credit note is the same entry reversed. All in integer
// cents, computed from the lines as issued (invoiceTotals), so the entry's totals are the document's.

export type AccountingAccounts = {
  journalCode: string;
  journalLabel: string;
  /** The clients' collective account (411…); each establishment is an auxiliary account of it. */
  customer: string;
  sales: string;
  vat: Record<InvoiceVatRate, string>;
};

export const DEFAULT_ACCOUNTS: AccountingAccounts = {
  journalCode: 'VT',
  journalLabel: 'Ventes',
  customer: '411000',
  sales: '706000',
  vat: { products: '445710', shipping: '445720' },
};

export type SalesDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  /** The establishment as the document printed it. */
  customer: { name: string; siret: string };
  lines: readonly InvoiceLine[];
};

export type EntryLine = {
  account: string;
  accountLabel: string;
  /** The client's auxiliary account, on the client's line only. */
  auxiliary: { code: string; label: string } | null;
  label: string;
  debit: number;
  credit: number;
};

export type SalesEntry = { document: SalesDocument; lines: EntryLine[] };

/** The client's auxiliary account: C + the SIREN, stable whatever the establishment's name. */
export const customerCode = (siret: string) => `C${siret.replace(/\D/g, '').slice(0, 9)}`;

const DOCUMENT_LABEL = { invoice: 'Facture', credit_note: 'Avoir' } as const;

export const salesEntryOf = (document: SalesDocument, accounts: AccountingAccounts): SalesEntry => {
  const totals = invoiceTotals(document.lines);
  const label = `${DOCUMENT_LABEL[document.kind]} ${document.number} ${document.customer.name}`;
  // An invoice debits the client and credits sales and VAT; a credit note the reverse. A negative
  // amount (a rate whose discount outweighs it) goes, positive, on the other side.
  const side = (amount: number, onDebit: boolean) =>
    ((document.kind === 'invoice') === onDebit) !== amount < 0
      ? { debit: Math.abs(amount), credit: 0 }
      : { debit: 0, credit: Math.abs(amount) };
  const lines: EntryLine[] = [
    {
      account: accounts.customer,
      accountLabel: 'Clients',
      auxiliary: { code: customerCode(document.customer.siret), label: document.customer.name },
      label,
      ...side(totals.totalTTC, true),
    },
  ];
  for (const rate of totals.vat) {
    const percent = formatVatRate(rate.rateBp).replace('\u00a0', ' ');
    // A rate whose lines cancel out (a shipping fee and its grouping discount) has nothing to book.
    if (rate.baseHT !== 0)
      lines.push({
        account: accounts.sales,
        accountLabel: 'Ventes',
        auxiliary: null,
        label: `${label} HT ${percent}`,
        ...side(rate.baseHT, false),
      });
    if (rate.vat !== 0)
      lines.push({
        account: accounts.vat[rate.rate],
        accountLabel: `TVA collectée ${percent}`,
        auxiliary: null,
        label: `${label} TVA ${percent}`,
        ...side(rate.vat, false),
      });
  }
  return { document, lines };
};

/** Debits equal credits: true for every entry salesEntryOf makes (TTC is HT plus VAT). */
export const isBalanced = (entry: SalesEntry) =>
  entry.lines.reduce((sum, line) => sum + line.debit - line.credit, 0) === 0;
