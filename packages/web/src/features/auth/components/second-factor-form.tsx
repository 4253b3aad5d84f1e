import { type SecondFactorMode, secondFactorCodeError } from '@conque/domain/accounts/sign-in-checks';
import { CircleAlertIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { formFieldValue } from '@/lib/form-field-value';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { formErrorMessage } from '../auth-errors';

const LABELS: Record<SecondFactorMode, { field: string; hint: string; switchTo: string }> = {
  totp: {
    field: 'Code de vérification',
    hint: 'Les 6 chiffres affichés par votre application d’authentification.',
    switchTo: 'Utiliser un code de secours',
  },
  recovery: {
    field: 'Code de secours',
    hint: 'L’un des codes de secours conservés lors de l’activation ; chacun ne sert qu’une fois.',
    switchTo: 'Utiliser le code de l’application',
  },
};

/**
 * The second step of a sign-in (and of a password reset) for a person with a verified
 * factor: the 6-digit code, or a recovery code in its place.
 */
export const SecondFactorForm = ({ onVerified }: { onVerified: () => void }) => {
  const [mode, setMode] = useState<SecondFactorMode>('totp');
  // Checked when sent, then again at each change until it may be sent (as the other forms do).
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifySecondFactor({ onSuccess: onVerified });
  const labels = LABELS[mode];
  // The field is drawn anew for the other mode (its key), empty.
  const switchMode = () => {
    setMode(mode === 'totp' ? 'recovery' : 'totp');
    setError(null);
    verify.reset();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = formFieldValue(event.currentTarget, 'code');
    const invalid = secondFactorCodeError(mode, code);
    setError(invalid ?? null);
    if (invalid) event.currentTarget.querySelector<HTMLInputElement>('[name="code"]')?.focus();
    else verify.mutate(code);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (error !== null)
      setError(secondFactorCodeError(mode, formFieldValue(event.currentTarget, 'code')) ?? '');
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit} onChange={onChange}>
      <FormField key={mode} label={labels.field} error={error || undefined} hint={labels.hint}>
        {(field) => (
          <Input
            {...field}
            name="code"
            autoFocus
            required
            autoComplete="one-time-code"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            className="font-mono tracking-widest"
          />
        )}
      </FormField>
      {verify.isError ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden className="mt-0.5" />
          <p>{formErrorMessage(verify.error, 'Erreur de vérification. Veuillez réessayer.')}</p>
        </Alert>
      ) : null}
      <SubmitButton size="lg" pending={verify.isPending} pendingLabel="Vérification en cours...">
        Vérifier
      </SubmitButton>
      <Button type="button" variant="link" className="justify-self-center" onClick={switchMode}>
        {labels.switchTo}
      </Button>
    </form>
  );
};
