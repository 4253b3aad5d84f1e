import type { OrderView } from '@conque/domain/orders/api-types';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRecordQualityControl } from '../api/production-calls';

/**
 * The quality control's checklist (decision 141): each point ticked « conforme »; one left unticked
 * asks where the order goes back to and why, which « Causes de reprise » counts.
 */
export const QualityControlForm = ({ order, controlKey }: { order: OrderView; controlKey: string }) => {
  const { checklist, steps } = order.production;
  const earlier = steps.slice(0, -1);
  const [passed, setPassed] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(checklist.map((item) => [item.key, false])),
  );
  const [returnTo, setReturnTo] = useState(earlier.at(-1)?.key ?? '');
  const [reason, setReason] = useState('');
  const control = useRecordQualityControl(order.id);
  const prefix = useId();
  const failing = checklist.some((item) => !passed[item.key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    control.mutate({
      from_step: controlKey,
      results: passed,
      ...(failing ? { return_to_step: returnTo, reason: reason.trim() || undefined } : {}),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Contrôle qualité">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">
          Points de contrôle (cochez ceux qui sont conformes)
        </legend>
        {checklist.map((item) => (
          <div key={item.key} className="flex items-center gap-2">
            <Checkbox
              id={`${prefix}-${item.key}`}
              checked={passed[item.key] ?? false}
              onCheckedChange={(checked) => setPassed((values) => ({ ...values, [item.key]: checked }))}
            />
            <Label htmlFor={`${prefix}-${item.key}`}>{item.label}</Label>
          </div>
        ))}
      </fieldset>
      {failing ? (
        <div className="grid gap-3 sm:max-w-md">
          <FormField label="Étape de retour">
            {(field) => (
              <NativeSelect {...field} value={returnTo} onChange={(event) => setReturnTo(event.target.value)}>
                {earlier.map((step) => (
                  <option key={step.key} value={step.key}>
                    {step.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField label="Motif de la reprise">
            {(field) => (
              <Textarea
                {...field}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormField>
        </div>
      ) : null}
      {control.error ? <Alert variant="destructive">{control.error.message}</Alert> : null}
      <SubmitButton pending={control.isPending} pendingLabel="Enregistrement…" className="w-fit">
        {failing ? 'Renvoyer en reprise' : 'Valider le contrôle qualité'}
      </SubmitButton>
    </form>
  );
};
