import { forgotPasswordSchema } from '@conque/domain/accounts/auth-schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, CircleAlertIcon, KeyRoundIcon, MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { warmAuthClient } from '@/lib/auth-client-loader';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { formErrorMessage } from '../auth-errors';
import { AuthCard } from './auth-card';

const BackToLogin = () => (
  <Link
    to={paths.login}
    className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
  >
    <ArrowLeftIcon aria-hidden className="size-4" />
    Retour à la connexion
  </Link>
);

/** Spec 000 §2 /forgot-password. */
export const ForgotPasswordForm = () => {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  if (request.isSuccess) {
    return (
      <AuthCard title={MESSAGES.forgotSuccess} icon={<MailCheckIcon aria-hidden />} footer={<BackToLogin />}>
        {/* The server answers alike for unknown addresses (no account enumeration), hence "if". */}
        <p role="status" className="text-center text-sm leading-relaxed">
          Si un compte existe pour l'adresse <strong className="break-all">{request.data.email}</strong>, vous
          allez recevoir un email contenant un lien pour réinitialiser votre mot de passe. Pensez à vérifier
          vos courriers indésirables (spam).
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Mot de passe oublié"
      icon={<KeyRoundIcon aria-hidden />}
      description="Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={<BackToLogin />}
    >
      <form
        noValidate
        className="grid gap-4"
        onFocus={warmAuthClient}
        onSubmit={form.handleSubmit(({ email }) => request.mutate(email))}
      >
        <FormField label="Email" error={form.formState.errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" required {...form.register('email')} />
          )}
        </FormField>
        {request.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden className="mt-0.5" />
            <p>{formErrorMessage(request.error, MESSAGES.forgotFailure)}</p>
          </Alert>
        ) : null}
        <SubmitButton size="lg" pending={request.isPending} pendingLabel="Envoi en cours...">
          Envoyer le lien
        </SubmitButton>
      </form>
    </AuthCard>
  );
};
