// docs/design.md §5.11: an invoice's lines, per order: products, shipping, the grouped-shipping discount
// (a negative line), transfer fees. Kept on the invoice as issued: later price changes never
// rewrite an invoice.
export const INVOICE_VAT_RATES = ['products', 'shipping'] as const;
export type InvoiceVatRate = (typeof INVOICE_VAT_RATES)[number];

export type InvoiceLine = {
  orderId: string;
  orderNumber: string;
  patientName: string;
  label: string;
  quantity: number;
  /** Integer cents excluding VAT; negative for a discount. */
  totalHT: number;
  vatRate: InvoiceVatRate;
};
