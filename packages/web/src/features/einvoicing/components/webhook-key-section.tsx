import { formatParisDateTime } from '@conque/domain/shared/paris-time';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCreateWebhookKey, useWebhookKey } from '../api/einvoicing-lifecycle';

/**
 * Decision 147: what the lab gives its PA for the lifecycle statuses: the webhook's address and a
 * key (RFC 9421, hmac-sha256) whose secret is shown once, when it is created.
 */
export const WebhookKeySection = () => {
  const key = useWebhookKey();
  const create = useCreateWebhookKey();
  const created = create.data;
  return (
    <div className="grid gap-3 text-sm">
      <p>
        Donnez à votre plateforme agréée l’adresse ci-dessous et la clé de signature : elle y annonce chaque
        statut (déposée, en litige, encaissée…), signé selon la RFC 9421 (hmac-sha256).
      </p>
      <dl className="grid gap-1">
        <dt className="font-medium">Adresse du webhook</dt>
        <dd className="break-all font-mono">{key.data?.url ?? '…'}</dd>
        <dt className="font-medium">Identifiant de la clé</dt>
        <dd className="font-mono">
          {key.data?.key_id ?? 'aucune clé'}
          {key.data?.created_at ? ` (créée le ${formatParisDateTime(key.data.created_at)})` : ''}
        </dd>
      </dl>
      {created?.secret ? (
        <Alert variant="success">
          <span>
            Secret de la clé {created.key_id}, affiché une seule fois :{' '}
            <span className="break-all font-mono">{created.secret}</span>
          </span>
        </Alert>
      ) : null}
      <div>
        <Button type="button" variant="outline" disabled={create.isPending} onClick={() => create.mutate()}>
          {key.data?.key_id ? 'Remplacer la clé' : 'Créer la clé'}
        </Button>
      </div>
    </div>
  );
};
