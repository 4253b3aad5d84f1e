import { EAR_SIDE_LABELS, EAR_SIDES, type EarSide } from '@conque/domain/catalogue/ear-sides';
import type { OrderView } from '@conque/domain/orders/api-types';
import {
  IMPRESSION_COMMENT_MAX,
  IMPRESSION_MESSAGES,
  IMPRESSION_REASON_LABELS,
  IMPRESSION_REASONS,
  type ImpressionReason,
} from '@conque/domain/orders/impression-requests';
import { meshWarnings } from '@conque/domain/orders/mesh-check';
import { IMPRESSION_REQUESTABLE_STATUSES } from '@conque/domain/orders/statuses';
import { CircleAlertIcon, FileUpIcon } from 'lucide-react';
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
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { useRequestNewImpression } from '../api/request-new-impression';
import { IMPRESSION_UI } from '../impression-ui';
import { CheckboxLine } from './checkbox-line';

const toggled = <T,>(set: Set<T>, value: T, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
};

/**
 * « Demander une nouvelle empreinte » (the lab, on an order it has not shipped): the
 * ears, the reason (a comment required for « Autre »), the files the new impression replaces, and as
 * the reason's detail the warnings of the mesh check of the order's files. The server checks it all
 * again. Shown by the route to preparators only.
 */
export const RequestImpressionDialog = ({ order }: { order: OrderView }) => {
  const ears = EAR_SIDES.filter((side) => order.details?.[side]);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<EarSide>>(new Set());
  const [reason, setReason] = useState<ImpressionReason | ''>('');
  const [files, setFiles] = useState<Set<string>>(new Set());
  const [details, setDetails] = useState<Set<string>>(new Set());
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestNewImpression(order.id);
  const id = useId();

  if (order.invoice !== null || !IMPRESSION_REQUESTABLE_STATUSES.includes(order.status)) return null;
  const warnings = order.stl_files.flatMap((file) =>
    (file.check ? meshWarnings(file.check) : []).map((warning) => ({ file: file.name, warning })),
  );

  const reset = () => {
    setChosen(new Set(ears.length === 1 ? ears : []));
    setReason('');
    setFiles(new Set());
    setDetails(new Set());
    setComment('');
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.size === 0) return setError(IMPRESSION_MESSAGES.earsRequired);
    if (reason === '') return setError(IMPRESSION_MESSAGES.reasonRequired);
    if (reason === 'other' && comment.trim() === '') return setError(IMPRESSION_MESSAGES.commentRequired);
    setError(null);
    request.mutate(
      { ears: [...chosen], reason, files: [...files], details: [...details], comment: comment.trim() },
      {
        onSuccess: () => setOpen(false),
        onError: (failure) => setError(failure.message || IMPRESSION_MESSAGES.requestFailed),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (request.isPending) return;
        if (next) reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <FileUpIcon aria-hidden />
          {IMPRESSION_UI.ask}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>
              {IMPRESSION_UI.dialogTitle}
              {/* The number never broken at its hyphen. */}
              {order.order_number ? (
                <span className="whitespace-nowrap"> n° {order.order_number}</span>
              ) : null}
            </DialogTitle>
            <DialogDescription>{IMPRESSION_UI.dialogDescription}</DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{IMPRESSION_UI.ears}</legend>
            <div className="flex flex-wrap gap-4">
              {ears.map((side) => (
                <CheckboxLine
                  key={side}
                  id={`${id}-${side}`}
                  label={EAR_SIDE_LABELS[side]}
                  checked={chosen.has(side)}
                  disabled={request.isPending}
                  onChange={(on) => {
                    setChosen((previous) => toggled(previous, side, on));
                    setError(null);
                  }}
                />
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2">
            <span id={`${id}-reason`} className="text-sm font-medium">
              {IMPRESSION_UI.reason}
            </span>
            <RadioGroup
              aria-labelledby={`${id}-reason`}
              value={reason}
              onValueChange={(value) => {
                setReason(value as ImpressionReason);
                setError(null);
              }}
              disabled={request.isPending}
              className="grid-cols-1 sm:grid-cols-2"
            >
              {IMPRESSION_REASONS.map((value) => (
                <div key={value} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${value}`} value={value} />
                  <Label htmlFor={`${id}-${value}`} className="font-normal">
                    {IMPRESSION_REASON_LABELS[value]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </div>
          {order.stl_files.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{IMPRESSION_UI.files}</legend>
              <p className="text-xs text-muted-foreground">{IMPRESSION_UI.filesHint}</p>
              {order.stl_files.map((file, index) => (
                <CheckboxLine
                  key={file.path}
                  id={`${id}-file-${index}`}
                  label={file.name}
                  checked={files.has(file.path)}
                  disabled={request.isPending}
                  onChange={(on) => setFiles((previous) => toggled(previous, file.path, on))}
                />
              ))}
            </fieldset>
          ) : null}
          {warnings.length > 0 ? (
            <fieldset className="grid gap-2">
              <legend className="text-sm font-medium">{IMPRESSION_UI.details}</legend>
              <p className="text-xs text-muted-foreground">{IMPRESSION_UI.detailsHint}</p>
              {warnings.map(({ file, warning }, index) => (
                <CheckboxLine
                  key={`${file}-${warning}`}
                  id={`${id}-detail-${index}`}
                  label={warning}
                  hint={file}
                  checked={details.has(warning)}
                  disabled={request.isPending}
                  onChange={(on) => setDetails((previous) => toggled(previous, warning, on))}
                />
              ))}
            </fieldset>
          ) : null}
          <FormField label={IMPRESSION_UI.comment} hint={IMPRESSION_UI.commentHint}>
            {(field) => (
              <Textarea
                {...field}
                value={comment}
                maxLength={IMPRESSION_COMMENT_MAX}
                onChange={(event) => {
                  setComment(event.target.value);
                  setError(null);
                }}
                disabled={request.isPending}
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
              <Button type="button" variant="outline" disabled={request.isPending}>
                {IMPRESSION_UI.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending ? <Spinner /> : null}
              {IMPRESSION_UI.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
