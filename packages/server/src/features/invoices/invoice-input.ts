import { FIELD_LABELS } from '@conque/domain/shared/field-names';
import { idField } from '@conque/domain/shared/fields';
import { z } from 'zod';
import { listDraftsQuerySchema } from '../orders/order-input';

// A 400 names the invoice fields in French (the shared table takes each label once).
for (const [key, label] of Object.entries({
  invoice_id: 'Facture',
  invoiceId: 'Facture',
  new_paid_status: 'Statut de paiement',
  month: 'Mois',
})) {
  FIELD_LABELS[key] ??= label;
}

export const invoiceIdParamSchema = z.strictObject({ invoiceId: idField });

/** Spec 001 §2 invoices pages: a search box and pages of 10, like the drafts list's query. */
export const listInvoicesQuerySchema = listDraftsQuerySchema;
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;
