import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { API_KEY_SCOPES_BY_ROLE } from '@conque/domain/permissions/api-key-scopes';
import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { useState } from 'react';
import { useProfile } from '@/api/profile';
import { PageTitle } from '@/components/layouts/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { API_KEYS_LOAD_FAILED, useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { CreateApiKeyForm } from './create-api-key-form';

/**
 * /dashboard/api-keys: the keys the person created for its software (a préparateur's
 * are the lab's, a manager's its establishment's), a new one shown once, and revocation.
 */
export const ApiKeysPage = () => {
  const profile = useProfile();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const grantable = profile.data ? API_KEY_SCOPES_BY_ROLE[profile.data.role] : [];

  const revokeKey = (id: string, name: string) =>
    revoke.mutate(id, {
      onSuccess: () => {
        toast.success(`Clé « ${name} » révoquée`);
        if (created?.id === id) setCreated(null);
      },
      onError: (error) => toast.error('Erreur', { description: error.message }),
    });

  return (
    <>
      <PageTitle
        title="Clés d'API"
        description="Les clés permettent à un logiciel d'utiliser l'API de Conque en votre nom, avec les seuls droits choisis."
      />
      <div className="grid gap-6">
        {created ? (
          <Alert className="grid gap-1">
            <p className="font-medium">Clé « {created.name} » créée</p>
            <p className="text-sm">Copiez-la maintenant : elle ne sera plus affichée.</p>
            <Input
              readOnly
              aria-label="Nouvelle clé"
              value={created.secret}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-2 font-mono"
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2 w-fit"
              onClick={() =>
                navigator.clipboard
                  .writeText(created.secret)
                  .then(() => toast.success('Clé copiée'))
                  .catch(() => toast.error('Copie impossible : sélectionnez la clé pour la copier'))
              }
            >
              Copier la clé
            </Button>
          </Alert>
        ) : null}
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Nouvelle clé</CardTitle>
            <CardDescription>
              Envoyée par le logiciel dans l'en-tête <code>Authorization: Bearer …</code>. Documentation :{' '}
              <a className="underline" href="/api/docs">
                référence de l'API
              </a>
              .
            </CardDescription>
          </CardHeader>
          <CardContent>
            {profile.data ? (
              <CreateApiKeyForm grantable={grantable} onCreated={setCreated} />
            ) : (
              <Spinner label="Chargement…" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Vos clés</CardTitle>
          </CardHeader>
          <CardContent>
            {keys.isPending ? (
              <Spinner label="Chargement de vos clés…" />
            ) : keys.isError ? (
              <Alert variant="destructive">{API_KEYS_LOAD_FAILED}</Alert>
            ) : keys.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">Aucune clé pour le moment.</p>
            ) : (
              <ul aria-label="Vos clés" className="grid gap-2">
                {keys.data.map((key) => (
                  <li key={key.id} className="flex flex-wrap items-start gap-3 rounded-md border p-3">
                    <div className="grid min-w-0 flex-1 gap-1 text-sm">
                      <p className="font-medium break-words">{key.name}</p>
                      <p className="font-mono text-xs break-all">cq_live_{key.prefix}_…</p>
                      <p className="text-muted-foreground break-words">Droits : {key.scopes.join(', ')}</p>
                      <p className="text-muted-foreground">
                        Créée le {formatParisDateTime(key.created_at)} ·{' '}
                        {key.expires_at ? `Expire le ${formatParisDateTime(key.expires_at)}` : "N'expire pas"}
                      </p>
                      <p className="text-muted-foreground">
                        {key.last_used_at
                          ? `Dernière utilisation le ${formatParisDateTime(key.last_used_at)}${key.last_used_address ? ` depuis ${key.last_used_address}` : ''}`
                          : 'Jamais utilisée'}
                      </p>
                    </div>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={revoke.isPending}
                      onClick={() => revokeKey(key.id, key.name)}
                      aria-label={`Révoquer la clé ${key.name}`}
                    >
                      Révoquer
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
};
