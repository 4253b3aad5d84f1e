import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import { isAwaitingShipment } from '@conque/domain/planning/due';
import { type FormEvent, useState } from 'react';
import { useMovePromisedDate } from '@/api/move-promised-date';
import { Alert } from '@/components/ui/alert';
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
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';

export type MovePromisedDateDialogProps = {
  orderId: string;
  status: OrderStatus;
  shippingMethod: ShippingMethod;
  promisedShipOn: string | null;
  /** The dashboard's « Donner une nouvelle date » on an order « À risque » (decision 143). */
  trigger?: { label: string; ariaLabel: string };
};

/**
 * A préparateur moves the promised day, saying why; the clinic is told by its bell,
 * a mail (if it wants that kind) and its open pages. Offered while the order awaits shipment, on the
 * order's page and, for an order « À risque », in the dashboard's row (decision 143).
 */
export const MovePromisedDateDialog = ({
  orderId,
  status,
  shippingMethod,
  promisedShipOn,
  trigger,
}: MovePromisedDateDialogProps) => {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState(promisedShipOn ?? '');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const move = useMovePromisedDate(orderId);
  if ((promisedShipOn === null || !isAwaitingShipment(status)) && !open) return null;
  const label = shippingMethod === 'pickup' ? 'Date de retrait prévue' : "Date d'expédition prévue";

  const openChange = (next: boolean) => {
    if (next) {
      setDay(promisedShipOn ?? '');
      setReason('');
      setFailure(null);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await move.mutateAsync({ promised_ship_on: day, reason });
      toast.success('Date prévue modifiée');
      setOpen(false);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500 ? error.message : 'Impossible de modifier la date';
      setFailure(message);
      toast.error('Erreur', { description: message });
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size={trigger ? 'sm' : undefined}
          className="w-fit"
          aria-label={trigger?.ariaLabel}
        >
          {trigger?.label ?? 'Modifier la date prévue'}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier la date prévue</DialogTitle>
          <DialogDescription>
            L'établissement en est informé (notification, e-mail selon ses préférences). La raison figure sur
            la page de la commande.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label={label}>
            {(field) => (
              <Input
                {...field}
                type="date"
                required
                value={day}
                onChange={(event) => setDay(event.target.value)}
              />
            )}
          </FormField>
          <FormField label="Raison du changement">
            {(field) => (
              <Textarea
                {...field}
                rows={3}
                maxLength={500}
                required
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
          {failure ? <Alert variant="destructive">{failure}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <SubmitButton
              pending={move.isPending}
              pendingLabel="Enregistrement…"
              disabled={day === promisedShipOn}
            >
              Enregistrer
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
