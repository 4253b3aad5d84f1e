import { z } from 'zod';
import type { FlowStatusJson } from '../einvoicing/flow-status';
import { idField } from '../shared/fields';
import type { Page } from '../shared/list-query';

// An issued invoice is never edited nor deleted; a credit note (« avoir ») cancels
// it wholly or for chosen orders, and those orders are invoiced again by the next monthly run.

export const CREDIT_NOTE_REASON_MAX = 500;

export const CREDIT_NOTE_MESSAGES = {
  notFound: 'Avoir introuvable.',
  reasonRequired: "Indiquez le motif de l'avoir.",
  reasonTooLong: `Le motif ne peut pas dépasser ${CREDIT_NOTE_REASON_MAX} caractères.`,
  ordersRequired: 'Choisissez au moins une commande.',
  orderNotOnInvoice: "Cette commande n'est pas sur la facture, ou un avoir l'a déjà annulée.",
  fullyCredited: 'Cette facture est déjà entièrement annulée par avoir.',
  pdfNotReady: "L'avoir PDF n'est pas encore disponible. Veuillez réessayer dans quelques instants.",
  xmlNotReady: "Le XML Factur-X de cet avoir n'est pas disponible.",
  loadFailed: 'Impossible de charger les avoirs',
} as const;

/**
 * POST /api/invoices/:id/credit-notes: the orders to credit (every order still on the invoice when
 * omitted) and the reason printed on the credit note.
 */
export const issueCreditNoteSchema = z.strictObject({
  order_ids: z.array(idField).min(1, CREDIT_NOTE_MESSAGES.ordersRequired).max(1000).optional(),
  reason: z
    .string({ error: CREDIT_NOTE_MESSAGES.reasonRequired })
    .trim()
    .min(1, CREDIT_NOTE_MESSAGES.reasonRequired)
    .max(CREDIT_NOTE_REASON_MAX, CREDIT_NOTE_MESSAGES.reasonTooLong),
});
export type IssueCreditNoteInput = z.infer<typeof issueCreditNoteSchema>;

/** GET /api/credit-notes: one row of the list, beside the invoices. */
export type CreditNoteListItem = {
  id: string;
  number: string;
  invoice_id: string;
  invoice_number: string;
  establishment_id: string;
  establishment_name: string;
  reason: string;
  order_count: number;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  pdf_url: string | null;
  issued_at: string;
  /** Its flow to the lab's PA (decision 146), on the invoices pages; null: not sent (switch off). */
  einvoicing?: FlowStatusJson | null;
};
export type CreditNotePage = Page<CreditNoteListItem>;

/** GET /api/invoices/:id/orders: the invoice's orders, and whether a credit note may still take each. */
export type InvoiceOrder = {
  order_id: string;
  order_number: string;
  patient_name: string;
  total_ht: number;
  /** False once a credit note has taken the order off this invoice. */
  creditable: boolean;
};
