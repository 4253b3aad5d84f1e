// French names of the invoice, credit note and accounting export fields an API error may point at
// (labels/field-labels.ts composes them with the other areas').
export const INVOICE_FIELD_LABELS: Readonly<Record<string, string>> = {
  invoice_id: 'Facture',
  invoiceId: 'Facture',
  new_paid_status: 'Statut de paiement',
  month: 'Mois',
  order_ids: 'Commandes',
  reason: 'Motif',
  creditNoteId: 'Avoir',
  period: 'Période',
  format: 'Format',
};
