import {
  apiCreateWebhookEndpointSchema,
  apiWebhookEndpointIdParamsSchema,
  apiWebhookEndpointListSchema,
  apiWebhookSecretSchema,
} from '@conque/domain/public-api/v1-webhook-schemas';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { createWebhookEndpoint } from '../features/webhooks/create-webhook-endpoint';
import { deleteWebhookEndpoint } from '../features/webhooks/delete-webhook-endpoint';
import { listWebhookEndpoints } from '../features/webhooks/list-webhook-endpoints';
import { rotateWebhookSecret } from '../features/webhooks/rotate-webhook-secret';
import type { AppEnv } from '../http/context';
import { keyRoute } from './v1-routes';

// Through a key (`webhooks:manage`): the « Webhooks » page's use cases, whose
// actor is the key's creator: a préparateur's key manages the lab's endpoints, a manager's its
// establishment's.

const json = <S>(schema: S) => ({ content: { 'application/json': { schema } } });
const TAGS = ['Webhooks'];

export const registerWebhookRoutes = (v1: OpenAPIHono<AppEnv>) => {
  v1.openapi(
    createRoute(
      keyRoute('webhooks:manage', {
        method: 'get',
        path: '/webhook-endpoints',
        tags: TAGS,
        summary: 'Lister les points d’accès webhook',
        description:
          'Ceux du laboratoire (clé d’un préparateur) ou de l’établissement (clé d’un gérant), sans secret.',
        responses: { 200: { description: 'Les points d’accès', ...json(apiWebhookEndpointListSchema) } },
      }),
    ),
    async (c) => c.json(await listWebhookEndpoints(c.var.deps, c.var.apiCaller.actor), 200),
  );

  v1.openapi(
    createRoute(
      keyRoute('webhooks:manage', {
        method: 'post',
        path: '/webhook-endpoints',
        tags: TAGS,
        summary: 'Créer un point d’accès webhook',
        description: 'Le secret de signature est dans cette réponse, et jamais plus.',
        request: { body: { required: true, ...json(apiCreateWebhookEndpointSchema) } },
        responses: {
          201: { description: 'Le point d’accès et son secret', ...json(apiWebhookSecretSchema) },
        },
      }),
    ),
    async (c) =>
      c.json(await createWebhookEndpoint(c.var.deps, c.var.apiCaller.actor, c.req.valid('json')), 201),
  );

  v1.openapi(
    createRoute(
      keyRoute('webhooks:manage', {
        method: 'delete',
        path: '/webhook-endpoints/{id}',
        tags: TAGS,
        summary: 'Supprimer un point d’accès webhook',
        description: 'Avec ses livraisons et leur journal.',
        request: { params: apiWebhookEndpointIdParamsSchema },
        responses: { 204: { description: 'Supprimé' } },
      }),
    ),
    async (c) => {
      await deleteWebhookEndpoint(c.var.deps, c.var.apiCaller.actor, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  v1.openapi(
    createRoute(
      keyRoute('webhooks:manage', {
        method: 'post',
        path: '/webhook-endpoints/{id}/rotate-secret',
        tags: TAGS,
        summary: 'Changer le secret d’un point d’accès',
        description: 'Un nouveau secret, donné une fois ; l’ancien signe encore à côté de lui pendant 24 h.',
        request: { params: apiWebhookEndpointIdParamsSchema },
        responses: {
          200: { description: 'Le point d’accès et son nouveau secret', ...json(apiWebhookSecretSchema) },
        },
      }),
    ),
    async (c) =>
      c.json(await rotateWebhookSecret(c.var.deps, c.var.apiCaller.actor, c.req.valid('param').id), 200),
  );
};
