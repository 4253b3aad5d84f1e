import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  webhookDeliveryParamSchema,
  webhookEndpointIdParamSchema,
} from '@conque/domain/webhooks/webhook-input';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { currentActor } from '../../http/current-actor';
import { parseJsonBody, parseWith } from '../../http/parse-input';
import { requireUser } from '../../http/require-user';
import { createWebhookEndpoint } from './create-webhook-endpoint';
import { deleteWebhookEndpoint } from './delete-webhook-endpoint';
import { listWebhookAttempts } from './list-webhook-attempts';
import { listWebhookEndpoints } from './list-webhook-endpoints';
import { resendWebhookDelivery } from './resend-webhook-delivery';
import { rotateWebhookSecret } from './rotate-webhook-secret';
import { updateWebhookEndpoint } from './update-webhook-endpoint';

// The « Webhooks » page's calls, for a signed-in préparateur (the lab's endpoints)
// or manager (its establishment's). The use cases take the domain Actor, so /api/v1 can mount them
// for a key with the `webhooks:manage` scope.
export const webhookRoutes = new Hono<AppEnv>();

webhookRoutes.get('/', requireUser, async (c) =>
  c.json(await listWebhookEndpoints(c.var.deps, currentActor(c.var.currentUser))),
);

webhookRoutes.post('/', requireUser, async (c) => {
  const input = await parseJsonBody(c, createWebhookEndpointSchema);
  return c.json(await createWebhookEndpoint(c.var.deps, currentActor(c.var.currentUser), input), 201);
});

webhookRoutes.patch('/:id', requireUser, async (c) => {
  const { id } = parseWith(webhookEndpointIdParamSchema, c.req.param());
  const input = await parseJsonBody(c, updateWebhookEndpointSchema);
  return c.json(await updateWebhookEndpoint(c.var.deps, currentActor(c.var.currentUser), id, input));
});

webhookRoutes.delete('/:id', requireUser, async (c) => {
  const { id } = parseWith(webhookEndpointIdParamSchema, c.req.param());
  await deleteWebhookEndpoint(c.var.deps, currentActor(c.var.currentUser), id);
  return c.body(null, 204);
});

webhookRoutes.post('/:id/rotate-secret', requireUser, async (c) => {
  const { id } = parseWith(webhookEndpointIdParamSchema, c.req.param());
  return c.json(await rotateWebhookSecret(c.var.deps, currentActor(c.var.currentUser), id));
});

webhookRoutes.get('/:id/attempts', requireUser, async (c) => {
  const { id } = parseWith(webhookEndpointIdParamSchema, c.req.param());
  return c.json(await listWebhookAttempts(c.var.deps, currentActor(c.var.currentUser), id));
});

webhookRoutes.post('/:id/deliveries/:deliveryId/resend', requireUser, async (c) => {
  const { id, deliveryId } = parseWith(webhookDeliveryParamSchema, c.req.param());
  await resendWebhookDelivery(c.var.deps, currentActor(c.var.currentUser), id, deliveryId);
  return c.json({ queued: true }, 202);
});
