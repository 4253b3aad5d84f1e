import { checkLogin, type LoginErrors } from '@conque/domain/accounts/sign-in-checks';
import { MESSAGES } from '@conque/domain/shared/messages';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, LogInIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { takeAfterSignIn } from '@/lib/after-sign-in';
import { needsSecondFactorCode } from '@/lib/assurance-level';
import { warmAuthClient } from '@/lib/auth-client-loader';
import { formFieldValue } from '@/lib/form-field-value';
import { SESSION_ENDED_MESSAGE } from '@/lib/session-end';
import { useSignIn } from '../api/sign-in';
import { formErrorMessage } from '../auth-errors';
import { AuthCard } from './auth-card';

type Notice = { text: string; tone: 'success' | 'info'; detail?: string };

/**
 * Spec 000 §2 /login. Confirmation links land here with ?confirmed=true (their ?code= is ignored). A
 * session the server ended sends here with ?message=session-ended (lib/session-end.ts).
 */
const statusNotice = (search: URLSearchParams): Notice | null => {
  if (search.get('confirmed') === 'true') return { text: MESSAGES.loginAccountConfirmed, tone: 'success' };
  const message = search.get('message');
  // A new password ends every other session (update-user.ts); the page says so.
  if (message === 'password-updated')
    return { text: MESSAGES.loginPasswordUpdated, tone: 'success', detail: MESSAGES.otherDevicesSignedOut };
  if (message === SESSION_ENDED_MESSAGE) return { text: MESSAGES.loginSessionEnded, tone: 'info' };
  return null;
};

export const LoginForm = () => {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // A person with a verified second factor types its code next; anyone else goes on.
  const signIn = useSignIn({
    onSuccess: (session) =>
      navigate(
        session && needsSecondFactorCode(session) ? paths.twoFactor : takeAfterSignIn(paths.dashboard),
      ),
  });
  // Checked when sent, then again at each change until it may be sent (react-hook-form's default).
  const [errors, setErrors] = useState<LoginErrors | null>(null);
  const notice = statusNotice(search);
  // Uncontrolled fields: what was typed in the page drawn at build time, before the app took it
  // over, stays in them.
  const check = (form: HTMLFormElement) =>
    checkLogin({ email: formFieldValue(form, 'email'), password: formFieldValue(form, 'password') });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = check(event.currentTarget);
    if ('values' in result) {
      setErrors(null);
      signIn.mutate(result.values);
      return;
    }
    setErrors(result.errors);
    const firstInvalid = result.errors.email ? 'email' : 'password';
    event.currentTarget.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!errors) return;
    const result = check(event.currentTarget);
    setErrors('errors' in result ? result.errors : {});
  };

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
      {/* POST: were the page's script not to run, a password would never go into an address. */}
      <form
        method="post"
        noValidate
        className="grid gap-4"
        onFocus={warmAuthClient}
        onSubmit={onSubmit}
        onChange={onChange}
      >
        <FormField label="Email" error={errors?.email}>
          {(field) => <Input {...field} name="email" type="email" autoComplete="email" required />}
        </FormField>
        <FormField label="Mot de passe" error={errors?.password}>
          {(field) => (
            <Input {...field} name="password" type="password" autoComplete="current-password" required />
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
