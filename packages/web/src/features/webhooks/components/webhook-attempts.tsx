import { formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { WEBHOOK_EVENT_LABELS } from '@conque/domain/webhooks/webhook-events';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import {
  useResendWebhookDelivery,
  useWebhookAttempts,
  WEBHOOK_LOG_LOAD_FAILED,
} from '../api/webhook-attempts';

const succeeded = (code: number | null) => code !== null && code >= 200 && code < 300;

/** An endpoint's delivery log (time, code, duration, the answer's start) with « Renvoyer ». */
export const WebhookAttempts = ({ endpointId, enabled }: { endpointId: string; enabled: boolean }) => {
  const log = useWebhookAttempts(endpointId);
  const resend = useResendWebhookDelivery(endpointId);
  if (log.isPending) return <Spinner label="Chargement du journal…" />;
  if (log.isError) return <p className="text-sm text-muted-foreground">{WEBHOOK_LOG_LOAD_FAILED}.</p>;
  if (log.data.items.length === 0)
    return <p className="text-sm text-muted-foreground">Aucun envoi pour l'instant.</p>;
  return (
    <ul className="grid gap-2" aria-label="Journal des envois">
      {log.data.items.map((attempt) => (
        <li key={attempt.id} className="grid gap-1 rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={succeeded(attempt.status_code) ? 'secondary' : 'destructive'}>
              {attempt.status_code ?? 'Sans réponse'}
            </Badge>
            <span className="font-medium">{WEBHOOK_EVENT_LABELS[attempt.event_type]}</span>
            <span className="text-muted-foreground">
              {formatParisShortDateTime(attempt.at)} · {attempt.duration_ms} ms
            </span>
            {attempt.delivery_status === 'pending' ? (
              <span className="text-muted-foreground">· nouvel essai prévu</span>
            ) : enabled ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="ml-auto"
                disabled={resend.isPending}
                onClick={() =>
                  resend.mutate(attempt.delivery_id, { onSuccess: () => toast.success('Envoi programmé') })
                }
              >
                Renvoyer
              </Button>
            ) : null}
          </div>
          {attempt.response ? (
            <pre className="max-h-24 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">
              {attempt.response.slice(0, 500)}
            </pre>
          ) : null}
        </li>
      ))}
    </ul>
  );
};
