import { CREDIT_NOTE_MESSAGES, CREDIT_NOTE_REASON_MAX } from '@conque/domain/invoices/credit-note-schemas';
import type { InvoiceListItem } from '@conque/domain/invoices/invoice-schemas';
import { formatEuros } from '@conque/domain/pricing/format-euros';
import { CircleAlertIcon, ReceiptTextIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useInvoiceOrders, useIssueCreditNote } from '../api/credit-notes';
import { INVOICE_UI } from '../invoice-messages';

/**
 * The preparator cancels an invoice, wholly or for the orders left checked, by a
 * credit note with its reason. Every order still on the invoice is checked when the dialog opens.
 * The server checks the permission, the orders and the reason again.
 */
export const IssueCreditNoteButton = ({ invoice }: { invoice: InvoiceListItem }) => {
  const [open, setOpen] = useState(false);
  const orders = useInvoiceOrders(invoice.id, open);
  const issue = useIssueCreditNote(invoice.id);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const listId = useId();

  useEffect(() => {
    if (open && orders.data)
      setChecked(new Set(orders.data.filter((order) => order.creditable).map((order) => order.order_id)));
  }, [open, orders.data]);

  const toggle = (orderId: string, on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.size === 0) return setError(CREDIT_NOTE_MESSAGES.ordersRequired);
    if (reason.trim() === '') return setError(CREDIT_NOTE_MESSAGES.reasonRequired);
    setError(null);
    const creditable = orders.data?.filter((order) => order.creditable) ?? [];
    const all = creditable.every((order) => checked.has(order.order_id));
    issue.mutate(
      { reason: reason.trim(), ...(all ? {} : { order_ids: [...checked] }) },
      {
        onSuccess: (creditNote) => {
          toast.success(INVOICE_UI.creditNoteIssued(creditNote.number));
          setOpen(false);
          setReason('');
        },
        onError: (failure) => setError(failure.message || INVOICE_UI.creditNoteFailed),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (issue.isPending) return;
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`${INVOICE_UI.creditNote} : facture ${invoice.number}`}
        >
          <ReceiptTextIcon aria-hidden />
          {INVOICE_UI.creditNote}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{INVOICE_UI.creditNoteTitle(invoice.number)}</DialogTitle>
            <DialogDescription>{INVOICE_UI.creditNoteDescription}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2" aria-describedby={listId}>
            <legend className="mb-2 text-sm font-medium">{INVOICE_UI.creditNoteOrders}</legend>
            {orders.isPending ? <Spinner /> : null}
            {orders.isError ? (
              <p className="text-sm text-destructive">{INVOICE_UI.creditNoteOrdersFailed}</p>
            ) : null}
            <ul id={listId} className="grid max-h-60 gap-2 overflow-y-auto">
              {orders.data?.map((order) => {
                const id = `${listId}-${order.order_id}`;
                return (
                  <li key={order.order_id} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked.has(order.order_id)}
                      disabled={!order.creditable || issue.isPending}
                      onCheckedChange={(state) => toggle(order.order_id, state === true)}
                    />
                    <Label htmlFor={id} className="font-normal">
                      {order.order_number} – {order.patient_name} – {formatEuros(order.total_ht)} HT
                      {order.creditable ? null : (
                        <span className="text-muted-foreground">
                          {' '}
                          ({INVOICE_UI.creditNoteAlreadyCredited})
                        </span>
                      )}
                    </Label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <FormField label={INVOICE_UI.creditNoteReason} hint={INVOICE_UI.creditNoteReasonHint}>
            {(field) => (
              <Textarea
                {...field}
                value={reason}
                maxLength={CREDIT_NOTE_REASON_MAX}
                onChange={(event) => setReason(event.target.value)}
                disabled={issue.isPending}
              />
            )}
          </FormField>
          {error ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden className="mt-0.5" />
              <p>{error}</p>
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={issue.isPending}>
                {INVOICE_UI.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={issue.isPending || !orders.data}>
              {issue.isPending ? <Spinner /> : null}
              {INVOICE_UI.creditNoteConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
