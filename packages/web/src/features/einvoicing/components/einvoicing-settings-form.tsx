import type { EinvoicingSettingsJson } from '@conque/domain/einvoicing/api-types';
import type {
  EinvoicingAuthMethod,
  EinvoicingSettingsInput,
} from '@conque/domain/einvoicing/settings-schema';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-error';
import { useSaveEinvoicingSettings } from '../api/einvoicing-settings';

const KEPT_HINT = 'Un secret est enregistré : laissez vide pour le garder (il ne s’affiche plus).';

/** The field a 400 names (`{ error: { field } }`), to show its message under that field. */
const fieldOf = (error: unknown): string | undefined =>
  error instanceof ApiError
    ? (error.body as { error?: { field?: string } } | undefined)?.error?.field
    : undefined;

/**
 * Decision 140: the PA's two base addresses, the credentials it gives (a bearer token, or OAuth 2
 * client credentials) and the switch. Secrets are never shown again: left empty, the kept one stays.
 * Read-only when the server's environment sets the connection.
 */
export const EinvoicingSettingsForm = ({ settings }: { settings: EinvoicingSettingsJson }) => {
  const fromEnvironment = settings.source === 'environment';
  const [enabled, setEnabled] = useState(settings.enabled);
  const [flowUrl, setFlowUrl] = useState(settings.flow_url ?? '');
  const [directoryUrl, setDirectoryUrl] = useState(settings.directory_url ?? '');
  const [method, setMethod] = useState<EinvoicingAuthMethod>(settings.auth_method);
  const [token, setToken] = useState('');
  const [tokenUrl, setTokenUrl] = useState(settings.oauth_token_url ?? '');
  const [clientId, setClientId] = useState(settings.oauth_client_id ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [saved, setSaved] = useState(false);
  const save = useSaveEinvoicingSettings();
  const switchId = useId();
  const wrongField = fieldOf(save.error);
  const errorOf = (field: string) => (wrongField === field ? save.error?.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const input: EinvoicingSettingsInput = {
      enabled,
      flow_url: flowUrl,
      directory_url: directoryUrl,
      auth_method: method,
      ...(method === 'bearer'
        ? token
          ? { token }
          : {}
        : {
            oauth_token_url: tokenUrl,
            oauth_client_id: clientId,
            ...(clientSecret ? { oauth_client_secret: clientSecret } : {}),
          }),
    };
    save.mutate(input, {
      onSuccess: () => {
        setToken('');
        setClientSecret('');
        setSaved(true);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Connexion à la plateforme agréée">
      <fieldset disabled={fromEnvironment} className="grid gap-4">
        <div className="flex items-center gap-2">
          <Checkbox id={switchId} checked={enabled} onCheckedChange={setEnabled} />
          <Label htmlFor={switchId}>Activer la facturation électronique</Label>
        </div>
        <FormField
          label="Adresse du service des flux"
          hint="L'adresse de base du « Flow Service » donnée par la plateforme, en https://."
          error={errorOf('flow_url')}
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://api.flow.votre-pa.fr/flow-service"
              value={flowUrl}
              onChange={(event) => setFlowUrl(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Adresse de l'annuaire"
          hint="L'adresse de base du « Directory Service », en https://."
          error={errorOf('directory_url')}
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://api.directory.votre-pa.fr/directory-service"
              value={directoryUrl}
              onChange={(event) => setDirectoryUrl(event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Mode d'authentification" error={errorOf('auth_method')}>
          {(field) => (
            <NativeSelect
              {...field}
              value={method}
              onChange={(event) => setMethod(event.target.value as EinvoicingAuthMethod)}
            >
              <option value="bearer">Jeton d'accès</option>
              <option value="oauth2">OAuth 2 (identifiants client)</option>
            </NativeSelect>
          )}
        </FormField>
        {method === 'bearer' ? (
          <FormField
            label="Jeton d'accès"
            hint={settings.token_set && settings.auth_method === 'bearer' ? KEPT_HINT : undefined}
            error={errorOf('token')}
          >
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="off"
                showLabel="Afficher le jeton"
                hideLabel="Masquer le jeton"
                value={token}
                onChange={(event) => setToken(event.target.value)}
              />
            )}
          </FormField>
        ) : (
          <>
            <FormField label="Adresse du serveur de jetons OAuth 2" error={errorOf('oauth_token_url')}>
              {(field) => (
                <Input
                  {...field}
                  type="url"
                  inputMode="url"
                  placeholder="https://auth.votre-pa.fr/oauth/token"
                  value={tokenUrl}
                  onChange={(event) => setTokenUrl(event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Identifiant client OAuth 2" error={errorOf('oauth_client_id')}>
              {(field) => (
                <Input
                  {...field}
                  autoComplete="off"
                  value={clientId}
                  onChange={(event) => setClientId(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label="Secret client OAuth 2"
              hint={
                settings.oauth_client_secret_set && settings.auth_method === 'oauth2' ? KEPT_HINT : undefined
              }
              error={errorOf('oauth_client_secret')}
            >
              {(field) => (
                <PasswordInput
                  {...field}
                  autoComplete="off"
                  showLabel="Afficher le secret"
                  hideLabel="Masquer le secret"
                  value={clientSecret}
                  onChange={(event) => setClientSecret(event.target.value)}
                />
              )}
            </FormField>
          </>
        )}
      </fieldset>
      {save.isError && !wrongField ? <Alert variant="destructive">{save.error.message}</Alert> : null}
      {saved ? <Alert variant="success">Connexion enregistrée.</Alert> : null}
      {fromEnvironment ? null : (
        <SubmitButton className="w-fit" pending={save.isPending} pendingLabel="Enregistrement…">
          Enregistrer
        </SubmitButton>
      )}
    </form>
  );
};
