import { SHIPPING_METHODS, type ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import { deliveryChangeAllowed } from '@conque/domain/orders/status-change-schemas';
import type { OrderStatus } from '@conque/domain/orders/statuses';
import { type FormEvent, useId, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useChangeDeliveryType } from '../api/change-delivery-type';
import { STATUS_DIALOG_MESSAGES } from '../status-messages';

export type DeliveryTypeDialogProps = {
  orderId: string;
  status: OrderStatus;
  shippingMethod: ShippingMethod;
  invoiced: boolean;
};

/**
 * Spec 001 §2 and §4, the preparator's delivery-type dialog: offered only while the order is
 * registered or in_progress and not invoiced; the server recomputes the prices and the order form.
 */
export const DeliveryTypeDialog = ({
  orderId,
  status,
  shippingMethod,
  invoiced,
}: DeliveryTypeDialogProps) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ShippingMethod>(shippingMethod);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeDeliveryType(orderId);
  // Kept while open: a refusal (the order shipped meanwhile) stays readable until the dialog closes.
  if (!deliveryChangeAllowed(status, invoiced) && !open) return null;

  const openChange = (next: boolean) => {
    if (next) {
      setChoice(shippingMethod);
      setFailure(null);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await change.mutateAsync({ shippingMethod: choice });
      toast.success(STATUS_DIALOG_MESSAGES.deliveryUpdated);
      setOpen(false);
    } catch (error) {
      toast.error(STATUS_DIALOG_MESSAGES.errorTitle, { description: STATUS_DIALOG_MESSAGES.deliveryFailed });
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setFailure(error.message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="w-fit">
          Modifier la livraison
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier la livraison</DialogTitle>
          <DialogDescription>
            Les prix de la commande et son bon de commande seront recalculés.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <RadioGroup
            value={choice}
            onValueChange={(value) => setChoice(value as ShippingMethod)}
            aria-label="Mode de livraison"
          >
            {SHIPPING_METHODS.map((method) => (
              <div key={method.value} className="flex items-start gap-2">
                <RadioGroupItem value={method.value} id={`${id}-${method.value}`} className="mt-0.5" />
                <Label htmlFor={`${id}-${method.value}`} className="grid gap-1 font-normal leading-snug">
                  <span>{method.name}</span>
                  {method.label !== method.name ? (
                    <span className="text-xs text-muted-foreground">{method.label}</span>
                  ) : null}
                </Label>
              </div>
            ))}
          </RadioGroup>
          {failure ? <Alert variant="destructive">{failure}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <SubmitButton
              pending={change.isPending}
              pendingLabel="Enregistrement…"
              disabled={choice === shippingMethod}
            >
              Enregistrer
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
