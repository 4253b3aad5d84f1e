import { registerSchema } from '@conque/domain/accounts/auth-schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, UserPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { warmAuthClient } from '@/lib/auth-client-loader';
import { typedBeforeTakeover } from '@/lib/prerendered-takeover';
import { useRegister } from '../api/register';
import { formErrorMessage } from '../auth-errors';
import { registerDefaultsFromSearch } from '../register-defaults';
import { AuthCard } from './auth-card';
import { RegisterModeToggle } from './register-mode-toggle';
import { RegisterSuccess } from './register-success';

const MODE_HINTS = {
  manager:
    'Créez votre compte, puis renseignez votre établissement (nom, SIRET, adresse) lors de votre première connexion.',
  invitation: "Utilisez l'adresse email et le code d'invitation reçus de votre établissement.",
} as const;

export const RegisterForm = () => {
  const [search] = useSearchParams();
  // Read once: the query only prefills, the user may then change everything. What was typed in the
  // page drawn at build time, before the app took it over, is kept.
  const [defaultValues] = useState(() => {
    const fromSearch = registerDefaultsFromSearch(search);
    return {
      ...fromSearch,
      email: typedBeforeTakeover('email') ?? fromSearch.email,
      password: typedBeforeTakeover('password') ?? fromSearch.password,
    };
  });
  const registration = useRegister();
  const form = useForm({ resolver: zodResolver(registerSchema), defaultValues });
  const invitationMode = useWatch({ control: form.control, name: 'invitationMode' });
  const { errors } = form.formState;

  if (registration.isSuccess) return <RegisterSuccess email={registration.data.email} />;

  const switchMode = (next: boolean) => {
    form.setValue('invitationMode', next);
    form.clearErrors('invitationCode');
    registration.reset();
  };

  return (
    <AuthCard
      title="Créer un compte"
      icon={<UserPlusIcon aria-hidden />}
      description={
        <>
          Déjà inscrit ?{' '}
          <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
            Connectez-vous
          </Link>
        </>
      }
    >
      <div className="grid gap-3">
        <RegisterModeToggle invitationMode={invitationMode} onChange={switchMode} />
        <p className="text-sm text-muted-foreground">
          {invitationMode ? MODE_HINTS.invitation : MODE_HINTS.manager}
        </p>
      </div>
      {/* POST: were the page's script not to run, a password would never go into an address. */}
      <form
        method="post"
        noValidate
        className="grid gap-4"
        onFocus={warmAuthClient}
        onSubmit={form.handleSubmit((values) => registration.mutate(values))}
      >
        <FormField label="Email" error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" required {...form.register('email')} />
          )}
        </FormField>
        <FormField label="Mot de passe" error={errors.password?.message} hint="6 caractères minimum.">
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              required
              {...form.register('password')}
            />
          )}
        </FormField>
        {invitationMode ? (
          <FormField label="Code d'invitation" error={errors.invitationCode?.message}>
            {(field) => (
              <Input
                {...field}
                autoComplete="off"
                spellCheck={false}
                required
                {...form.register('invitationCode')}
              />
            )}
          </FormField>
        ) : null}
        {registration.isError ? (
          <Alert variant="destructive">
            <CircleAlertIcon aria-hidden className="mt-0.5" />
            <p>{formErrorMessage(registration.error, MESSAGES.signupOther)}</p>
          </Alert>
        ) : null}
        <SubmitButton size="lg" pending={registration.isPending} pendingLabel="Inscription en cours...">
          Créer mon compte
        </SubmitButton>
        <p className="text-xs text-muted-foreground">
          Vos données et celles de vos patients sont traitées comme décrit dans notre{' '}
          <Link to={paths.privacy} className="font-medium text-primary underline-offset-4 hover:underline">
            politique de confidentialité
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
};
