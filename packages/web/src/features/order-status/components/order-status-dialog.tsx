import type { ShippingMethod } from '@conque/domain/catalogue/shipping-methods';
import { IMPRESSION_MESSAGES } from '@conque/domain/orders/impression-requests';
import { statusChangeAllowed } from '@conque/domain/orders/status-change-schemas';
import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  preparatorStatusChoices,
} from '@conque/domain/orders/statuses';
import { trackingNumberOf } from '@conque/domain/orders/tracking';
import { type FormEvent, useId, useState } from 'react';
import { useChangeOrderStatus } from '@/api/change-order-status';
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
import { useGroupingCandidates } from '../api/get-grouping-candidates';
import { STATUS_DIALOG_MESSAGES } from '../status-messages';
import { NO_GROUP, ShipmentFields } from './shipment-fields';

export type OrderStatusDialogProps = {
  orderId: string;
  status: OrderStatus;
  shippingMethod: ShippingMethod;
  trackingUrl: string | null;
  /** The leader of the order's shipping group, if it is grouped (docs/design.md §5.9). */
  sharedShippingGroup: string | null;
  invoiced: boolean;
};

/**
 * Spec 001 §2 and §4, the preparator's status dialog: the statuses of preparatorStatusChoices (a
 * pickup order gets ready_pickup instead of shipped); shipped asks for the tracking number and the
 * grouping. Disabled, with its reason, once the order is invoiced.
 */
export const OrderStatusDialog = (props: OrderStatusDialogProps) => {
  const { orderId, status, shippingMethod, invoiced } = props;
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<OrderStatus>(status);
  const [trackingNumber, setTrackingNumber] = useState(() => trackingNumberOf(props.trackingUrl));
  const [groupWith, setGroupWith] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const change = useChangeOrderStatus(orderId);
  const allowed = statusChangeAllowed(status, invoiced);
  // The order's current group is preselected once the candidates say which one it is.
  const candidates = useGroupingCandidates(orderId, open && choice === 'shipped');
  const currentGroup =
    candidates.data?.items.find((candidate) => candidate.leader_id === props.sharedShippingGroup)?.id ??
    NO_GROUP;
  const selectedGroup = groupWith ?? currentGroup;

  const openChange = (next: boolean) => {
    if (next) {
      setChoice(status);
      setTrackingNumber(trackingNumberOf(props.trackingUrl));
      setGroupWith(null);
      setFailure(null);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const shipped = choice === 'shipped';
    try {
      await change.mutateAsync({
        status: choice,
        // « Statut actuel » as shown: changed meanwhile, the server says so and changes nothing.
        fromStatus: status,
        ...(shipped && trackingNumber ? { trackingNumber } : {}),
        ...(shipped && selectedGroup !== NO_GROUP ? { groupWith: selectedGroup } : {}),
      });
      toast.success(STATUS_DIALOG_MESSAGES.statusUpdated);
      setOpen(false);
    } catch (error) {
      toast.error(STATUS_DIALOG_MESSAGES.errorTitle, { description: STATUS_DIALOG_MESSAGES.statusFailed });
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setFailure(error.message);
    }
  };

  return (
    <div className="grid gap-1">
      <Dialog open={open} onOpenChange={openChange}>
        <DialogTrigger asChild>
          <Button
            type="button"
            variant="outline"
            disabled={!allowed}
            aria-describedby={invoiced || status === 'awaiting_impression' ? `${id}-locked` : undefined}
            className="w-fit"
          >
            Modifier le statut
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Modifier le statut</DialogTitle>
            <DialogDescription>Statut actuel : {ORDER_STATUS_LABELS[status]}</DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <RadioGroup
              value={choice}
              onValueChange={(value) => setChoice(value as OrderStatus)}
              aria-label="Nouveau statut"
            >
              {preparatorStatusChoices(shippingMethod).map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem value={value} id={`${id}-${value}`} />
                  <Label htmlFor={`${id}-${value}`} className="font-normal">
                    {ORDER_STATUS_LABELS[value]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {choice === 'shipped' ? (
              <ShipmentFields
                orderId={orderId}
                trackingNumber={trackingNumber}
                onTrackingNumberChange={setTrackingNumber}
                groupWith={selectedGroup}
                onGroupWithChange={setGroupWith}
              />
            ) : null}
            {failure ? <Alert variant="destructive">{failure}</Alert> : null}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Annuler
                </Button>
              </DialogClose>
              <SubmitButton pending={change.isPending} pendingLabel="Enregistrement…">
                Enregistrer
              </SubmitButton>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {invoiced ? (
        <p id={`${id}-locked`} className="text-sm text-muted-foreground">
          {STATUS_DIALOG_MESSAGES.invoicedLocked}
        </p>
      ) : status === 'awaiting_impression' ? (
        <p id={`${id}-locked`} className="text-sm text-muted-foreground">
          {IMPRESSION_MESSAGES.statusLocked}
        </p>
      ) : null}
    </div>
  );
};
