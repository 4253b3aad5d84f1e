import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../webhooks/webhook-events';
import { createWebhookEndpointSchema } from '../webhooks/webhook-input';

// Through a key: the « Webhooks » page's endpoints under /api/v1, with the page's
// own input schema; the answers are the page's (webhooks/api-types.ts), named for the document.

export const apiCreateWebhookEndpointSchema = createWebhookEndpointSchema.meta({
  id: 'CreateWebhookEndpoint',
  description:
    'Une adresse HTTPS et les événements à y recevoir. Les livraisons suivent Standard Webhooks (en-têtes `webhook-id`, `webhook-timestamp`, `webhook-signature`).',
});

export const apiWebhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    disabled_reason: z.enum(['manual', 'failing']).nullable(),
    previous_secret_expires_at: z
      .string()
      .nullable()
      .meta({ description: 'L’ancien secret signe encore à côté du nouveau jusqu’à cette date' }),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const apiWebhookEndpointListSchema = z
  .object({ items: z.array(apiWebhookEndpointSchema) })
  .meta({ id: 'WebhookEndpointList' });

export const apiWebhookSecretSchema = z
  .object({
    endpoint: apiWebhookEndpointSchema,
    secret: z.string().meta({ description: 'Le secret `whsec_…`, donné cette fois seulement' }),
  })
  .meta({ id: 'WebhookSecret' });

export const apiWebhookEndpointIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide' }).meta({ param: { name: 'id', in: 'path' } }),
});
