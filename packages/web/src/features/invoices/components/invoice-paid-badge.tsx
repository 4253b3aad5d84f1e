import {
  INVOICE_PAID_STATUS_LABELS,
  type InvoicePaidStatusValue,
} from '@conque/domain/invoices/invoice-schemas';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

// DESIGN §6: distinct colours, as the order status badges.
const CLASSES: Record<InvoicePaidStatusValue, string> = {
  paid: 'border-transparent bg-emerald-100 text-emerald-900',
  pending: 'border-transparent bg-amber-100 text-amber-900',
};

export const InvoicePaidBadge = ({ status }: { status: InvoicePaidStatusValue }) => (
  <Badge variant="outline" className={cn(CLASSES[status])}>
    {INVOICE_PAID_STATUS_LABELS[status]}
  </Badge>
);
