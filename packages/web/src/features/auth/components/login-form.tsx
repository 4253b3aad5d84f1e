import { loginSchema } from '@conque/domain/accounts/auth-schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, LogInIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { needsSecondFactorCode } from '@/lib/assurance-level';
import { warmAuthClient } from '@/lib/auth-client-loader';
import { SESSION_ENDED_MESSAGE } from '@/lib/session-end';
import { useSignIn } from '../api/sign-in';
import { formErrorMessage } from '../auth-errors';
import { AuthCard } from './auth-card';

type LoginValues = z.input<typeof loginSchema>;

type Notice = { text: string; tone: 'success' | 'info'; detail?: string };

/**
 * Spec 000 §2 /login. Confirmation links land here with ?confirmed=true (their ?code= is ignored). A
 * session the server ended sends here with ?message=session-ended (lib/session-end.ts, issue 9).
 */
const statusNotice = (search: URLSearchParams): Notice | null => {
  if (search.get('confirmed') === 'true') return { text: MESSAGES.loginAccountConfirmed, tone: 'success' };
  const message = search.get('message');
  // Issue 12 item 5: a new password ends every other session (update-user.ts); the page says so.
  if (message === 'password-updated')
    return { text: MESSAGES.loginPasswordUpdated, tone: 'success', detail: MESSAGES.otherDevicesSignedOut };
  if (message === SESSION_ENDED_MESSAGE) return { text: MESSAGES.loginSessionEnded, tone: 'info' };
  return null;
};

export const LoginForm = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Issue 23: a person with a verified second factor types its code next; anyone else goes on.
  const signIn = useSignIn({
    onSuccess: (session) =>
      navigate(session && needsSecondFactorCode(session) ? paths.twoFactor : paths.dashboard),
  });
  const form = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const notice = statusNotice(search);

  return (
    <AuthCard
      title="Connexion à votre espace"
      icon={<LogInIcon aria-hidden />}
      description={
        <>
          Ou{' '}
          <Link to={paths.register} className="font-medium text-primary underline-offset-4 hover:underline">
            créez un compte gratuitement
          </Link>
        </>
      }
    >
      {notice ? (
        <Alert variant={notice.tone === 'success' ? 'success' : 'default'}>
          {notice.tone === 'success' ? (
            <CircleCheckIcon aria-hidden className="mt-0.5" />
          ) : (
            <InfoIcon aria-hidden className="mt-0.5 text-primary" />
          )}
          <div>
            <p>{notice.text}</p>
            {notice.detail ? <p className="text-sm">{notice.detail}</p> : null}
          </div>
        </Alert>
      ) : null}
      <form
        noValidate
        className="grid gap-4"
        onFocus={warmAuthClient}
        onSubmit={form.handleSubmit((values) => signIn.mutate(values))}
      >
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" required {...form.register('email')} />
          )}
        </FormField>
        <FormField label="Mot de passe" error={errors.password?.message}>
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="current-password"
              required
              {...form.register('password')}
            />
          )}
        </FormField>
        <div className="-mt-1 text-right text-sm">
          <Link to={paths.forgotPassword} className="text-primary underline-offset-4 hover:underline">
            Mot de passe oublié ?
          </Link>
        </div>
        {signIn.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden className="mt-0.5" />
            <p>{formErrorMessage(signIn.error, MESSAGES.loginOther)}</p>
          </Alert>
        ) : null}
        <SubmitButton size="lg" pending={signIn.isPending} pendingLabel="Connexion en cours...">
          Se connecter
        </SubmitButton>
      </form>
    </AuthCard>
  );
};
