import type { InvoiceBuyer } from '@conque/domain/invoices/invoice-buyer';
import type { InvoiceLine } from '@conque/domain/invoices/invoice-line';
import { formatParisDate } from '@conque/domain/shared/paris-time';

/**
 * The seller's legal identity printed on an invoice (docs/design.md §5.11): the organisation, with its SIRET.
 */
export type InvoiceSeller = {
  name: string;
  address: string;
  phone: string;
  email: string;
  siret: string;
  vatNumber: string;
  /** BT-34: where the lab receives e-invoices, in the directory's scheme 0225 (decision 145). */
  electronicAddress: string;
};

/**
 * What an invoice or credit note PDF prints: the document as stored, and the seller. A credit note
 * names the invoice it cancels and why; it has no due date.
 */
export type InvoiceData = {
  seller: InvoiceSeller;
  number: string;
  /** The invoiced month: a credit note's is its invoice's. */
  month: string;
  issuedAt: Date;
  /** As copied at issue, with the reform's mentions when issued since (decision 145). */
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totalHt: number;
  totalTva: number;
  totalTtc: number;
} & (
  | { kind: 'invoice'; dueAt: Date }
  | { kind: 'credit_note'; invoice: { number: string; issuedAt: Date }; reason: string }
);

// docs/design.md §5.11: the mentions a French invoice between professionals must carry (Code de commerce
// L. 441-9, L. 441-10 and D. 441-5): the due date, the late-payment penalty rate and the fixed
// 40 € recovery indemnity; no discount for early payment is stated, as the law asks. Kept as pieces
// so that the PDF prints them and the Factur-X XML carries them as coded notes, in the same words.
export const paymentTerms = (dueAt: Date): string =>
  `Paiement à 30 jours, au plus tard le ${formatParisDate(dueAt)}.`;
export const NO_EARLY_PAYMENT_DISCOUNT = "Pas d'escompte pour paiement anticipé.";
export const LATE_PAYMENT_PENALTIES =
  'En cas de retard de paiement, des pénalités sont exigibles au taux de la Banque centrale européenne ' +
  'à son opération de refinancement la plus récente majoré de 10 points (article L. 441-10 du Code de commerce)';
export const RECOVERY_INDEMNITY =
  'une indemnité forfaitaire pour frais de recouvrement de 40 € (article D. 441-5 du Code de commerce)';

export const legalMentions = (dueAt: Date): string[] => [
  `${paymentTerms(dueAt)} ${NO_EARLY_PAYMENT_DISCOUNT}`,
  `${LATE_PAYMENT_PENALTIES}, ainsi qu'${RECOVERY_INDEMNITY}.`,
];

/** What a credit note says of its amount, on the PDF and as its CII payment terms. */
export const creditNoteTerms = (invoiceNumber: string): string =>
  `Avoir sur la facture ${invoiceNumber}, à déduire de votre prochain règlement.`;
