import { monthLabel, previousParisMonth } from '@conque/domain/invoices/invoice-month';
import { ReceiptIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
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
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useGenerateMonthlyInvoices } from '../api/generate-monthly-invoices';
import { INVOICE_UI } from '../invoice-messages';

/** docs/design.md §5.11: the preparator's button, confirmed first (it issues legal documents). */
export const GenerateInvoicesButton = () => {
  const [open, setOpen] = useState(false);
  const generate = useGenerateMonthlyInvoices();
  const month = monthLabel(previousParisMonth(new Date()));
  const confirm = () =>
    generate.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(INVOICE_UI.generated(result.created, monthLabel(result.month)));
        setOpen(false);
      },
      onError: (error) =>
        toast.error(INVOICE_UI.errorTitle, { description: error.message || INVOICE_UI.generateFailed }),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !generate.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <ReceiptIcon aria-hidden />
          {INVOICE_UI.generate}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{INVOICE_UI.generateTitle}</DialogTitle>
          <DialogDescription>{INVOICE_UI.generateDescription(month)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={generate.isPending}>
              {INVOICE_UI.cancel}
            </Button>
          </DialogClose>
          <Button onClick={confirm} disabled={generate.isPending}>
            {generate.isPending ? <Spinner /> : null}
            {INVOICE_UI.generateConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
