import { monthLabel } from '@conque/domain/invoices/invoice-month';
import type { InvoiceListItem } from '@conque/domain/invoices/invoice-schemas';
import { formatEuros } from '@conque/domain/pricing/format-euros';
import { formatParis } from '@conque/domain/shared/paris-time';
import type { ListColumn, ListDefinition } from '@/components/list-page/list-definition';
import { INVOICE_UI } from '../invoice-messages';
import { FlowStatusBadge } from './flow-status-badge';
import { CreditedBadge, InvoicePaidBadge } from './invoice-paid-badge';
import { InvoicePdfButton } from './invoice-pdf-button';
import { InvoiceXmlButton } from './invoice-xml-button';
import { IssueCreditNoteButton } from './issue-credit-note-button';
import { LifecycleBadge } from './lifecycle-badge';
import { LifecycleHistoryButton } from './lifecycle-history-button';
import { PaidToggleButton } from './paid-toggle-button';

export type InvoiceScope = 'own' | 'all';

// In Paris time: the run of the 1st issues at 00:05 there, still the month before in UTC.
const issued = (iso: string) => formatParis(iso, 'dd/MM/yyyy');

const Actions = ({ invoice, scope }: { invoice: InvoiceListItem; scope: InvoiceScope }) => (
  <>
    {invoice.pdf_url ? (
      <>
        <InvoicePdfButton invoiceId={invoice.id} number={invoice.number} />
        <InvoiceXmlButton invoiceId={invoice.id} number={invoice.number} />
      </>
    ) : (
      <span className="text-xs text-muted-foreground">{INVOICE_UI.pdfPending}</span>
    )}
    {/* Decision 147: the PA's statuses, to the lab and to the clinic's managers. */}
    <LifecycleHistoryButton documentId={invoice.id} number={invoice.number} />
    {scope === 'all' ? (
      <PaidToggleButton invoiceId={invoice.id} number={invoice.number} status={invoice.paid_status} />
    ) : null}
    {scope === 'all' && invoice.credited_ttc < invoice.total_ttc ? (
      <IssueCreditNoteButton invoice={invoice} />
    ) : null}
  </>
);

const establishment: ListColumn<InvoiceListItem> = {
  header: 'Établissement',
  cell: (invoice) => invoice.establishment_name,
};

/**
 * Spec 001 §2 invoices pages, for the table and the phone cards: `all` (the preparator's page) adds
 * the establishment column and the paid toggle.
 */
export const invoiceListDefinition = (scope: InvoiceScope): ListDefinition<InvoiceListItem> => ({
  columns: [
    { header: 'N° Facture', cell: (invoice) => invoice.number, className: 'font-medium', card: 'title' },
    ...(scope === 'all' ? [establishment] : []),
    // Capitalised in the table and on the card alike ("Octobre 2026").
    {
      header: 'Mois',
      cell: (invoice) => <span className="capitalize">{monthLabel(invoice.month)}</span>,
    },
    { header: 'Date', cell: (invoice) => issued(invoice.issued_at) },
    {
      header: 'Total TTC',
      cell: (invoice) => formatEuros(invoice.total_ttc),
      className: 'text-right tabular-nums',
      headClassName: 'text-right',
    },
    {
      header: 'Statut',
      cell: (invoice) => (
        <span className="inline-flex flex-wrap gap-1">
          <InvoicePaidBadge status={invoice.paid_status} />
          <CreditedBadge invoice={invoice} />
          <LifecycleBadge status={invoice.lifecycle_status} />
          <FlowStatusBadge flow={invoice.einvoicing} />
        </span>
      ),
      card: 'aside',
    },
  ],
  rowKey: (invoice) => invoice.id,
  actions: (invoice) => <Actions invoice={invoice} scope={scope} />,
});
