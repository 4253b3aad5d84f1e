import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@conque/domain/webhooks/webhook-events';
import { type FormEvent, useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCreateWebhookEndpoint } from '../api/webhook-endpoints';

/**
 * A new endpoint (its address, the events it receives, a description). The server
 * checks it all again, names a wrong field in French, and answers the secret, shown once by the page.
 */
export const WebhookEndpointForm = ({ onCreated }: { onCreated: (secret: string) => void }) => {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.validated', 'order.status_changed']);
  const create = useCreateWebhookEndpoint();
  const legendId = useId();
  const toggle = (event: WebhookEventType, checked: boolean) =>
    setEvents((before) =>
      checked
        ? WEBHOOK_EVENT_TYPES.filter((type) => type === event || before.includes(type))
        : before.filter((type) => type !== event),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { url, description, events },
      {
        onSuccess: (created) => {
          setUrl('');
          setDescription('');
          onCreated(created.secret);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Nouveau point d'accès">
      <FormField
        label="Adresse (URL)"
        hint="Une adresse https:// publique, qui répond en moins de 10 secondes."
      >
        {(field) => (
          <Input
            {...field}
            type="url"
            inputMode="url"
            placeholder="https://logiciel.exemple.fr/webhooks"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Description">
        {(field) => (
          <Input
            {...field}
            maxLength={200}
            placeholder="Logiciel de production"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2" aria-labelledby={legendId}>
        <legend id={legendId} className="mb-1 text-sm font-medium">
          Événements
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <div key={type} className="flex items-center gap-2">
              <Checkbox
                id={`webhook-event-${type}`}
                checked={events.includes(type)}
                onCheckedChange={(checked) => toggle(type, checked === true)}
              />
              <Label htmlFor={`webhook-event-${type}`} className="font-normal">
                {WEBHOOK_EVENT_LABELS[type]}
              </Label>
            </div>
          ))}
        </div>
      </fieldset>
      <SubmitButton className="w-fit" pending={create.isPending} pendingLabel="Ajout…">
        Ajouter le point d'accès
      </SubmitButton>
    </form>
  );
};
