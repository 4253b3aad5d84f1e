import { monthLabel } from '@conque/domain/invoices/invoice-month';
import type { InvoiceListItem } from '@conque/domain/invoices/invoice-schemas';
import { formatEuros } from '@conque/domain/pricing/format-euros';
import { formatParis } from '@conque/domain/shared/paris-time';
import { INVOICE_UI } from '../invoice-messages';
import { InvoicePaidBadge } from './invoice-paid-badge';
import { InvoicePdfButton } from './invoice-pdf-button';
import { PaidToggleButton } from './paid-toggle-button';

export type InvoiceScope = 'own' | 'all';

// In Paris time: the run of the 1st issues at 00:05 there, still the month before in UTC.
const issued = (iso: string) => formatParis(iso, 'dd/MM/yyyy');

const Actions = ({ invoice, scope }: { invoice: InvoiceListItem; scope: InvoiceScope }) => (
  <div className="flex flex-wrap items-center justify-end gap-2">
    {invoice.pdf_url ? (
      <InvoicePdfButton invoiceId={invoice.id} number={invoice.number} />
    ) : (
      <span className="text-xs text-muted-foreground">{INVOICE_UI.pdfPending}</span>
    )}
    {scope === 'all' ? (
      <PaidToggleButton invoiceId={invoice.id} number={invoice.number} status={invoice.paid_status} />
    ) : null}
  </div>
);

/** A row of the wide table (from 768 px). */
export const InvoiceTableRow = ({ invoice, scope }: { invoice: InvoiceListItem; scope: InvoiceScope }) => (
  <tr className="border-b last:border-0">
    <td className="px-4 py-3 font-medium">{invoice.number}</td>
    {scope === 'all' ? <td className="px-4 py-3">{invoice.establishment_name}</td> : null}
    <td className="px-4 py-3 capitalize">{monthLabel(invoice.month)}</td>
    <td className="px-4 py-3">{issued(invoice.issued_at)}</td>
    <td className="px-4 py-3 text-right tabular-nums">{formatEuros(invoice.total_ttc)}</td>
    <td className="px-4 py-3">
      <InvoicePaidBadge status={invoice.paid_status} />
    </td>
    <td className="px-4 py-3">
      <Actions invoice={invoice} scope={scope} />
    </td>
  </tr>
);

/** The same invoice as a card, for phones (DESIGN §6: from 375 px). */
export const InvoiceCard = ({ invoice, scope }: { invoice: InvoiceListItem; scope: InvoiceScope }) => (
  <li className="rounded-lg border bg-card p-4 shadow-sm">
    <div className="flex items-start justify-between gap-2">
      <div>
        <p className="font-medium">{invoice.number}</p>
        {scope === 'all' ? <p className="text-sm">{invoice.establishment_name}</p> : null}
        <p className="text-sm capitalize text-muted-foreground">
          {monthLabel(invoice.month)} · {issued(invoice.issued_at)}
        </p>
      </div>
      <InvoicePaidBadge status={invoice.paid_status} />
    </div>
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <span className="font-semibold tabular-nums">{formatEuros(invoice.total_ttc)}</span>
      <Actions invoice={invoice} scope={scope} />
    </div>
  </li>
);
