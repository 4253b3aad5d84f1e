import { totpCodeSchema } from '@conque/domain/accounts/auth-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, SmartphoneIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { SubmitButton } from '@/components/ui/submit-button';
import { useConfirmFactor } from '../api/confirm-factor';
import { type Enrolment, useEnrollFactor } from '../api/enroll-factor';

/** The secret in groups of four, as authenticator apps show it and people copy it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const ConfirmStep = ({
  enrolment,
  onConfirmed,
}: {
  enrolment: Enrolment;
  onConfirmed: (codes: string[]) => void;
}) => {
  const confirm = useConfirmFactor();
  const form = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate({ factorId: enrolment.factorId, code }, { onSuccess: ({ codes }) => onConfirmed(codes) }),
  );
  return (
    <div className="grid gap-5">
      <section className="grid gap-3" aria-labelledby="mfa-scan">
        {/* Not headings: this step sits under an h1 (/two-factor) as under an h2 (the profile's card). */}
        <p id="mfa-scan" className="font-medium">
          1. Scannez ce QR code avec votre application d’authentification
        </p>
        <img
          src={enrolment.qrCode}
          alt="QR code à scanner avec votre application d’authentification"
          className="mx-auto size-48 rounded-md border bg-white p-1"
        />
        <FormField label="Ou saisissez cette clé dans l’application" hint="Type : basée sur le temps (TOTP).">
          {(field) => (
            <Input
              {...field}
              readOnly
              value={grouped(enrolment.secret)}
              className="font-mono text-sm tracking-wide"
            />
          )}
        </FormField>
      </section>
      <form noValidate className="grid gap-3" onSubmit={submit} aria-labelledby="mfa-confirm">
        <p id="mfa-confirm" className="font-medium">
          2. Saisissez le code affiché par l’application
        </p>
        <FormField label="Code à 6 chiffres" error={errors.code?.message}>
          {(field) => (
            <Input
              {...field}
              required
              autoComplete="one-time-code"
              inputMode="numeric"
              className="font-mono tracking-widest"
              {...form.register('code')}
            />
          )}
        </FormField>
        {confirm.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden className="mt-0.5" />
            <p>{confirm.error.message}</p>
          </Alert>
        ) : null}
        <SubmitButton pending={confirm.isPending} pendingLabel="Activation en cours...">
          Activer la double authentification
        </SubmitButton>
      </form>
    </div>
  );
};

/**
 * Enrolling an authenticator app. It starts on the person's click (the server makes
 * a secret each time), shows the QR code and the key for manual entry, and takes a first code. The
 * caller then shows the recovery codes it is handed (RecoveryCodes), and keeps them in its own state:
 * the refetches the new level causes must not take them off the screen.
 */
export const MfaEnrolment = ({ onConfirmed }: { onConfirmed: (recoveryCodes: string[]) => void }) => {
  const enroll = useEnrollFactor();
  if (enroll.data) return <ConfirmStep enrolment={enroll.data} onConfirmed={onConfirmed} />;
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-3 text-sm text-muted-foreground">
        <SmartphoneIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
        Il vous faut une application d’authentification sur votre téléphone, par exemple FreeOTP, Google
        Authenticator ou Microsoft Authenticator. Elle affichera un nouveau code toutes les 30 secondes.
      </p>
      <Button type="button" className="w-fit" disabled={enroll.isPending} onClick={() => enroll.mutate()}>
        {enroll.isPending ? <Spinner label="Préparation…" /> : null}
        Configurer mon application
      </Button>
    </div>
  );
};
