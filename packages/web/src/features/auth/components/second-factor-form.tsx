import { recoveryCodeSchema, totpCodeSchema } from '@conque/domain/accounts/auth-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { useVerifySecondFactor } from '../api/verify-second-factor';
import { formErrorMessage } from '../auth-errors';

type Mode = 'totp' | 'recovery';

const LABELS: Record<Mode, { field: string; hint: string; switchTo: string }> = {
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
 * Issue 23 item 1: the second step of a sign-in (and of a password reset) for a person with a verified
 * factor: the 6-digit code, or a recovery code in its place.
 */
export const SecondFactorForm = ({ onVerified }: { onVerified: () => void }) => {
  const [mode, setMode] = useState<Mode>('totp');
  const verify = useVerifySecondFactor({ onSuccess: onVerified });
  const form = useForm({
    resolver: zodResolver(mode === 'totp' ? totpCodeSchema : recoveryCodeSchema),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const labels = LABELS[mode];
  const switchMode = () => {
    setMode(mode === 'totp' ? 'recovery' : 'totp');
    form.reset({ code: '' });
    verify.reset();
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(({ code }) => verify.mutate(code))}>
      <FormField key={mode} label={labels.field} error={errors.code?.message} hint={labels.hint}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            required
            autoComplete="one-time-code"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            className="font-mono tracking-widest"
            {...form.register('code')}
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
