import {
  INVOICE_PAID_STATUS_LABELS,
  type InvoiceListItem,
  type InvoicePaidStatusValue,
} from '@conque/domain/invoices/invoice-schemas';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { INVOICE_UI } from '../invoice-messages';

// docs/design.md §6: distinct colours, as the order status badges.
const CLASSES: Record<InvoicePaidStatusValue, string> = {
  paid: 'border-transparent bg-emerald-100 text-emerald-900',
  pending: 'border-transparent bg-amber-100 text-amber-900',
};

export const InvoicePaidBadge = ({ status }: { status: InvoicePaidStatusValue }) => (
  <Badge variant="outline" className={cn(CLASSES[status])}>
    {INVOICE_PAID_STATUS_LABELS[status]}
  </Badge>
);

/** An invoice its credit notes cancelled, wholly or in part. */
export const CreditedBadge = ({ invoice }: { invoice: InvoiceListItem }) => {
  if (invoice.credited_ttc <= 0) return null;
  const whole = invoice.credited_ttc >= invoice.total_ttc;
  return (
    <Badge variant="outline" className="border-transparent bg-slate-200 text-slate-900">
      {whole ? INVOICE_UI.credited : INVOICE_UI.partlyCredited}
    </Badge>
  );
};
