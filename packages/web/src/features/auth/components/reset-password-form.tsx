import { resetPasswordSchema } from '@conque/domain/accounts/auth-schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, LockKeyholeIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { needsSecondFactorCode } from '@/lib/assurance-level';
import { useSession } from '@/lib/session';
import { useResetSession } from '../api/reset-session';
import { useUpdatePassword } from '../api/update-password';
import { formErrorMessage } from '../auth-errors';
import { AuthCard } from './auth-card';
import { SecondFactorForm } from './second-factor-form';

const NewPasswordFields = () => {
  const navigate = useNavigate();
  const update = useUpdatePassword({
    onSuccess: () => navigate(`${paths.login}?message=password-updated`, { replace: true }),
  });
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(({ password }) => update.mutate(password))}
    >
      <FormField label="Nouveau mot de passe" error={errors.password?.message} hint="6 caractères minimum.">
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" required {...form.register('password')} />
        )}
      </FormField>
      <FormField label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            required
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      {update.isError ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden className="mt-0.5" />
          <p>{formErrorMessage(update.error, MESSAGES.resetFailure)}</p>
        </Alert>
      ) : null}
      <SubmitButton size="lg" pending={update.isPending} pendingLabel="Mise à jour en cours...">
        Mettre à jour le mot de passe
      </SubmitButton>
    </form>
  );
};

/** Spec 000 §2 /reset-password: check the recovery link's session, then set the new password. */
export const ResetPasswordForm = () => {
  const [search] = useSearchParams();
  // Read once: the check removes ?code= from the address bar.
  const [code] = useState(() => search.get('code'));
  const check = useResetSession(code);
  // A person with a verified second factor types its code before the new password
  // (docs/identity-protocol.md §12.8: a reset link's session is aal1). Nothing changes for anyone else.
  const { session } = useSession();
  const codeFirst = Boolean(check.data && session && needsSecondFactorCode(session));

  return (
    <AuthCard
      title="Réinitialiser votre mot de passe"
      icon={<LockKeyholeIcon aria-hidden />}
      description={
        codeFirst
          ? 'Saisissez d’abord le code à 6 chiffres affiché par votre application d’authentification.'
          : check.data
            ? 'Choisissez votre nouveau mot de passe.'
            : undefined
      }
    >
      {check.isPending ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-primary border-t-transparent"
          />
          {MESSAGES.resetLinkChecking}
        </p>
      ) : codeFirst ? (
        // The verified session replaces this one in the session context: the form follows.
        <SecondFactorForm onVerified={() => {}} />
      ) : check.data ? (
        <NewPasswordFields />
      ) : (
        <div className="grid gap-4">
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden className="mt-0.5" />
            <p>{MESSAGES.resetLinkInvalid}</p>
          </Alert>
          <Button asChild variant="outline">
            <Link to={paths.forgotPassword}>Demander un nouveau lien</Link>
          </Button>
        </div>
      )}
    </AuthCard>
  );
};
