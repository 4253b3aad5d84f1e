import { parisDay } from '@conque/domain/shared/paris-time';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';

type VersionFormProps = {
  /** The form's accessible name. */
  label: string;
  /** Under « Date d'effet »: what the orders already validated keep. */
  hint: string;
  submitLabel: string;
  /** The creating mutation's state: the server's French refusal is shown above the button. */
  pending: boolean;
  error: Error | null;
  /** Called with the chosen Paris day; the feature checks its fields and posts. */
  onSubmit: (effectiveFrom: string) => void;
  children: ReactNode;
};

/**
 * A new version's form: the feature's fields, then the Paris day it takes effect (today or later;
 * the server refuses a past one and says why), the refusal and the button.
 */
export const VersionForm = ({
  label,
  hint,
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
}: VersionFormProps) => {
  const today = parisDay(new Date());
  const [effectiveFrom, setEffectiveFrom] = useState(today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(effectiveFrom);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label={label}>
      {children}
      <div className="grid gap-3 sm:max-w-xs">
        <FormField label="Date d'effet" hint={hint}>
          {(field) => (
            <Input
              {...field}
              type="date"
              min={today}
              value={effectiveFrom}
              onChange={(event) => setEffectiveFrom(event.target.value)}
            />
          )}
        </FormField>
      </div>
      {error ? <Alert variant="destructive">{error.message}</Alert> : null}
      <SubmitButton pending={pending} pendingLabel="Enregistrement…" className="w-fit">
        {submitLabel}
      </SubmitButton>
    </form>
  );
};
