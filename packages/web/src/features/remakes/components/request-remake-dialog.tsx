import { EAR_SIDE_LABELS, EAR_SIDES, type EarSide } from '@conque/domain/catalogue/ear-sides';
import type { OrderView } from '@conque/domain/orders/api-types';
import {
  REMAKE_COMMENT_MAX,
  REMAKE_MESSAGES,
  REMAKE_REASON_LABELS,
  REMAKE_REASONS,
  type RemakeReason,
  remakeRefusal,
} from '@conque/domain/orders/remakes';
import { can } from '@conque/domain/permissions/can';
import { CircleAlertIcon, WrenchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useProfile } from '@/api/profile';
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
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { useRequestRemake } from '../api/request-remake';
import { REMAKE_UI } from '../remake-messages';

/** The ears the original order has: only those can be remade. */
const orderedEars = (order: OrderView): EarSide[] => EAR_SIDES.filter((side) => order.details?.[side]);

/**
 * Whether the button shows: whoever may reorder (managers and users of the establishment), on an
 * order shipped or ready for pickup less than 90 days ago. The server decides again.
 */
const mayAsk = (profile: ReturnType<typeof useProfile>['data'], order: OrderView) =>
  profile !== undefined &&
  can(
    { id: profile.id, role: profile.role, establishmentId: profile.establishment_id },
    'orders.request_remake',
    {
      status: order.status,
      establishmentId: order.establishment_id,
      createdBy: order.created_by,
    },
  ) &&
  remakeRefusal(
    { status: order.status, shippedAt: order.shipped_at ? new Date(order.shipped_at) : null },
    new Date(),
  ) === null;

/**
 * "Demander une refabrication": which ears, the reason (a comment required for
 * « Autre »), then the wizard on the new draft, where new impressions may replace the copied ones.
 */
export const RequestRemakeDialog = ({ order }: { order: OrderView }) => {
  const profile = useProfile().data;
  const ears = orderedEars(order);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<EarSide>>(() => new Set(ears.length === 1 ? ears : []));
  const [reason, setReason] = useState<RemakeReason | ''>('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestRemake(order.id);
  const reasonLabelId = useId();
  const earsId = useId();

  if (!mayAsk(profile, order) || ears.length === 0) return null;

  const toggle = (side: EarSide, on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(side);
      else next.delete(side);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setError(REMAKE_MESSAGES.earsRequired);
    if (reason === '') return setError(REMAKE_MESSAGES.reasonRequired);
    if (reason === 'other' && comment.trim() === '') return setError(REMAKE_MESSAGES.commentRequired);
    setError(null);
    request.mutate(
      { ears: [...chosen], reason, comment: comment.trim() },
      { onError: (failure) => setError(failure.message || REMAKE_MESSAGES.requestFailed) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (request.isPending) return;
        setOpen(next);
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <WrenchIcon aria-hidden />
          {REMAKE_UI.request}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{REMAKE_UI.dialogTitle(order.order_number)}</DialogTitle>
            <DialogDescription>{REMAKE_UI.dialogDescription}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2" aria-describedby={earsId}>
            <legend className="mb-2 text-sm font-medium">{REMAKE_UI.ears}</legend>
            <div id={earsId} className="flex flex-wrap gap-4">
              {ears.map((side) => {
                const id = `${earsId}-${side}`;
                return (
                  <div key={side} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={chosen.has(side)}
                      disabled={request.isPending}
                      onCheckedChange={(state) => toggle(side, state === true)}
                    />
                    <Label htmlFor={id} className="font-normal">
                      {EAR_SIDE_LABELS[side]}
                    </Label>
                  </div>
                );
              })}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <span id={reasonLabelId} className="text-sm font-medium">
              {REMAKE_UI.reason}
            </span>
            <RadioGroup
              aria-labelledby={reasonLabelId}
              value={reason}
              onValueChange={(value) => setReason(value as RemakeReason)}
              disabled={request.isPending}
              className="grid-cols-2 sm:grid-cols-3"
            >
              {REMAKE_REASONS.map((value) => {
                const id = `${reasonLabelId}-${value}`;
                return (
                  <div key={value} className="flex items-center gap-2">
                    <RadioGroupItem id={id} value={value} />
                    <Label htmlFor={id} className="font-normal">
                      {REMAKE_REASON_LABELS[value]}
                    </Label>
                  </div>
                );
              })}
            </RadioGroup>
          </div>
          <FormField label={REMAKE_UI.comment} hint={REMAKE_UI.commentHint}>
            {(field) => (
              <Textarea
                {...field}
                value={comment}
                maxLength={REMAKE_COMMENT_MAX}
                onChange={(event) => setComment(event.target.value)}
                disabled={request.isPending}
              />
            )}
          </FormField>
          <p className="text-sm text-muted-foreground">{REMAKE_UI.policy}</p>
          {error ? (
            <Alert variant="destructive">
              <CircleAlertIcon aria-hidden className="mt-0.5" />
              <p>{error}</p>
            </Alert>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={request.isPending}>
                {REMAKE_UI.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? <Spinner /> : null}
              {REMAKE_UI.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
