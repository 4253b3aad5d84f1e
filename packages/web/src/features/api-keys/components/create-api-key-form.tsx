import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { API_KEY_SCOPE_LABELS, type ApiKeyScope } from '@conque/domain/permissions/api-key-scopes';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCreateApiKey } from '../api/api-keys';

type Props = { grantable: readonly ApiKeyScope[]; onCreated: (key: CreatedApiKey) => void };

/** A name, the rights (only those the person's role may grant), an optional expiry. */
export const CreateApiKeyForm = ({ grantable, onCreated }: Props) => {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiresOn, setExpiresOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const scopesId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = 'Ce champ est obligatoire';
    if (scopes.length === 0) local.scopes = 'Choisissez au moins un droit';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      { name: name.trim(), scopes, expires_on: expiresOn === '' ? null : expiresOn },
      {
        onSuccess: (key) => {
          setName('');
          setScopes([]);
          setExpiresOn('');
          onCreated(key);
        },
        onError: (error) => {
          const field =
            error instanceof ApiError
              ? (error.body as { error?: { field?: string } })?.error?.field
              : undefined;
          if (field) setErrors({ [field.split('.')[0] ?? field]: error.message });
          else toast.error('Erreur', { description: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Nouvelle clé">
      <FormField label="Nom" error={errors.name} hint="Par exemple le logiciel qui l'utilisera">
        {(props) => (
          <Input {...props} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Droits</legend>
        {grantable.map((scope) => (
          <div key={scope} className="flex items-start gap-2">
            <Checkbox
              id={`${scopesId}-${scope}`}
              checked={scopes.includes(scope)}
              onCheckedChange={(checked) =>
                setScopes((current) =>
                  checked === true ? [...current, scope] : current.filter((s) => s !== scope),
                )
              }
              className="mt-0.5"
            />
            <Label htmlFor={`${scopesId}-${scope}`} className="font-normal leading-snug">
              {API_KEY_SCOPE_LABELS[scope]} <span className="text-muted-foreground">({scope})</span>
            </Label>
          </div>
        ))}
        {errors.scopes ? (
          <p id={`${scopesId}-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label="Date d'expiration (facultative)"
        error={errors.expires_on}
        hint="Sans date, la clé n'expire pas"
      >
        {(props) => (
          <Input
            {...props}
            type="date"
            className="w-fit"
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        Créer la clé
      </Button>
    </form>
  );
};
