import { z } from 'zod';
import { idField } from '../shared/fields';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, 'événement inconnu'))
  .min(1, 'cochez au moins un événement')
  .refine((events) => new Set(events).size === events.length, 'un événement est coché deux fois');

/**
 * An endpoint's address: http(s) only, no user name or password in it (they would be sent to
 * whoever the address names, and shown in the log). HTTPS itself is the server's check, since a
 * test-only setting lets it deliver over http to the loopback (decision 116, docs/decisions/).
 */
const URL_MESSAGE = 'adresse invalide (https://… attendue)';
const urlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, `${WEBHOOK_URL_MAX} caractères au plus`)
  .pipe(z.url({ protocol: /^https?$/, error: URL_MESSAGE }))
  // The authority is what lies between `//` and the next `/`, `?` or `#`: no `@` there.
  .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), URL_MESSAGE);

const descriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `${WEBHOOK_DESCRIPTION_MAX} caractères au plus`);

export const createWebhookEndpointSchema = z.strictObject({
  url: urlSchema,
  events: eventsSchema,
  description: descriptionSchema.default(''),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointSchema>;

export const updateWebhookEndpointSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'aucune modification');
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointSchema>;

export const webhookEndpointIdParamSchema = z.strictObject({ id: idField });
export const webhookDeliveryParamSchema = z.strictObject({ id: idField, deliveryId: idField });
