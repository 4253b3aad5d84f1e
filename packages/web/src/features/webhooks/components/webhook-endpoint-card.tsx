import { formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import type { WebhookEndpointJson } from '@conque/domain/webhooks/api-types';
import { WEBHOOK_EVENT_LABELS } from '@conque/domain/webhooks/webhook-events';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import {
  useDeleteWebhookEndpoint,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
} from '../api/webhook-endpoints';
import { WebhookAttempts } from './webhook-attempts';

const STATE_TEXT = {
  manual: 'Désactivé',
  failing: 'Désactivé après 3 jours d’échecs',
} as const;

/** One endpoint: its events and state, switch off or on, rotate its secret, delete it, read its log. */
export const WebhookEndpointCard = ({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpointJson;
  onSecret: (secret: string) => void;
}) => {
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const remove = useDeleteWebhookEndpoint();
  const logId = `webhook-log-${endpoint.id}`;
  return (
    <Card role="region" aria-label={endpoint.url}>
      <CardHeader className="grid gap-2">
        <CardTitle className="break-all text-base">{endpoint.url}</CardTitle>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {endpoint.enabled ? (
            <Badge variant="secondary">Actif</Badge>
          ) : (
            <Badge variant="destructive">{STATE_TEXT[endpoint.disabled_reason ?? 'manual']}</Badge>
          )}
          {endpoint.description ? (
            <span className="text-muted-foreground">{endpoint.description}</span>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">
          <span className="font-medium">Événements : </span>
          {endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
        </p>
        {endpoint.previous_secret_expires_at ? (
          <p className="text-sm text-muted-foreground">
            L’ancien secret signe encore jusqu’au{' '}
            {formatParisShortDateTime(endpoint.previous_secret_expires_at)}.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { id: endpoint.id, enabled: !endpoint.enabled },
                {
                  onSuccess: () =>
                    toast.success(endpoint.enabled ? 'Point d’accès désactivé' : 'Point d’accès activé'),
                },
              )
            }
          >
            {endpoint.enabled ? 'Désactiver' : 'Activer'}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(endpoint.id, { onSuccess: (rotated) => onSecret(rotated.secret) })}
          >
            Changer le secret
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={showLog}
            aria-controls={logId}
            onClick={() => setShowLog((shown) => !shown)}
          >
            Journal des envois
          </Button>
          <Dialog>
            <DialogTrigger asChild>
              <Button type="button" variant="destructive" size="sm">
                Supprimer
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Supprimer ce point d’accès ?</DialogTitle>
                <DialogDescription>
                  Il ne recevra plus d’événements ; son journal des envois est supprimé avec lui.
                </DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    Annuler
                  </Button>
                </DialogClose>
                <Button
                  type="button"
                  variant="destructive"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(endpoint.id, { onSuccess: () => toast.success('Point d’accès supprimé') })
                  }
                >
                  Supprimer
                </Button>
              </DialogFooter>
            </DialogContent>
          </Dialog>
        </div>
        {showLog ? (
          <div id={logId}>
            <WebhookAttempts endpointId={endpoint.id} enabled={endpoint.enabled} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
};
