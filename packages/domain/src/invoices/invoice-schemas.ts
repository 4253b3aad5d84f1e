import { z } from 'zod';
import type { FlowStatusJson } from '../einvoicing/flow-status';
import type { CurrentLifecycleStatusJson } from '../einvoicing/lifecycle-api-types';
import { idField } from '../shared/fields';
import type { Page } from '../shared/list-query';
import { MONTH_PATTERN } from './invoice-month';

// Spec 001 §3 "Invoice" paid_status, §4 "toggles between pending and paid on a preparator click".
export const INVOICE_PAID_STATUS_VALUES = ['pending', 'paid'] as const;
export type InvoicePaidStatusValue = (typeof INVOICE_PAID_STATUS_VALUES)[number];

export const INVOICE_PAID_STATUS_LABELS: Record<InvoicePaidStatusValue, string> = {
  paid: 'Payée',
  pending: 'En attente',
};

/** Spec 001 §7 update_invoice_payment_status {invoice_id, new_paid_status}. */
export const updateInvoicePaymentStatusSchema = z.strictObject({
  invoice_id: idField,
  // One message for a missing and a wrong value: both lack one of the two.
  new_paid_status: z.enum(INVOICE_PAID_STATUS_VALUES, { error: 'paid ou pending attendu' }),
});
export type UpdateInvoicePaymentStatusInput = z.infer<typeof updateInvoicePaymentStatusSchema>;

/**
 * Spec 001 §7 generate-monthly-invoices has no body: the previous month (Paris) is invoiced. A
 * preparator may name an earlier month, never the current one (its orders are still shipping).
 */
export const generateMonthlyInvoicesSchema = z.strictObject({
  month: z.string().regex(MONTH_PATTERN, 'Mois invalide (format AAAA-MM attendu)').optional(),
});

/** GET /api/invoices: one row of the list (spec 001 §3 Invoice). */
export type InvoiceListItem = {
  id: string;
  number: string;
  month: string;
  establishment_id: string;
  /** The invoiced establishment as printed on the invoice; the preparator's column. */
  establishment_name: string;
  total_ht: number;
  total_tva: number;
  total_ttc: number;
  paid_status: InvoicePaidStatusValue;
  paid_at: string | null;
  pdf_url: string | null;
  issued_at: string;
  due_at: string;
  created_at: string;
  /** The TTC its credit notes gave back; equal to total_ttc once wholly cancelled. */
  credited_ttc: number;
  /** Its current lifecycle status from the PA (decision 147); null before any, absent from /api/v1. */
  lifecycle_status?: CurrentLifecycleStatusJson | null;
  /** Its flow to the lab's PA (decision 146), on the invoices pages; null: not sent (switch off). */
  einvoicing?: FlowStatusJson | null;
};

export type InvoicePage = Page<InvoiceListItem>;

export type GenerateMonthlyInvoicesResult = { created: number; month: string };

export type UpdateInvoicePaymentStatusResult = {
  success: true;
  invoice_id: string;
  paid_status: InvoicePaidStatusValue;
  paid_at: string | null;
};
