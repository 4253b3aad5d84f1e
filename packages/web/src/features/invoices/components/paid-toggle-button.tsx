import type { InvoicePaidStatusValue } from '@conque/domain/invoices/invoice-schemas';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useUpdateInvoicePaymentStatus } from '../api/update-invoice-payment-status';
import { INVOICE_UI } from '../invoice-messages';

/** Spec 001 §4: a preparator's click toggles an invoice between pending and paid. */
export const PaidToggleButton = ({
  invoiceId,
  number,
  status,
}: {
  invoiceId: string;
  number: string;
  status: InvoicePaidStatusValue;
}) => {
  const update = useUpdateInvoicePaymentStatus();
  const next: InvoicePaidStatusValue = status === 'paid' ? 'pending' : 'paid';
  const label = next === 'paid' ? INVOICE_UI.markPaid : INVOICE_UI.markPending;
  const toggle = () =>
    update.mutate(
      { invoiceId, paidStatus: next },
      {
        onSuccess: () => toast.success(INVOICE_UI.paymentUpdated),
        onError: (error) =>
          toast.error(INVOICE_UI.errorTitle, { description: error.message || INVOICE_UI.paymentFailed }),
      },
    );
  return (
    <Button
      variant={next === 'paid' ? 'default' : 'ghost'}
      size="sm"
      onClick={toggle}
      disabled={update.isPending}
      aria-label={`${label} : facture ${number}`}
    >
      {update.isPending ? <Spinner /> : null}
      {label}
    </Button>
  );
};
