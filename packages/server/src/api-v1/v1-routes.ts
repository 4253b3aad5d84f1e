import type { ApiKeyScope } from '@conque/domain/permissions/api-key-scopes';
import { errorSchema } from '@conque/domain/public-api/v1-schemas';
import type { RouteConfig } from '@hono/zod-openapi';
import { idempotency } from '../http/idempotency';
import { requireApiKey, requireScope } from './require-api-key';

// The answers every /api/v1 route may give besides its own, in the one error shape.
const ERRORS = {
  400: 'Requête invalide (le champ en cause est nommé)',
  401: "Clé d'API absente, invalide, expirée ou révoquée",
  403: "La clé n'a pas le droit nécessaire",
  404: 'Introuvable, ou invisible pour cette clé',
  429: 'Trop de requêtes pour cette clé',
} as const;

export const errorResponses = Object.fromEntries(
  Object.entries(ERRORS).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: errorSchema } } },
  ]),
);

/** What every /api/v1 operation shares: the key, its scope (in the document too), the errors. */
export const keyRoute = <R extends Omit<RouteConfig, 'middleware' | 'security'>>(
  scope: ApiKeyScope,
  route: R,
) => ({
  ...route,
  // Every POST honours Idempotency-Key (decision 127).
  middleware:
    route.method === 'post'
      ? [requireApiKey, requireScope(scope), idempotency]
      : [requireApiKey, requireScope(scope)],
  security: [{ apiKey: [scope] }],
  description: `${route.description ?? ''}\n\nDroit nécessaire : \`${scope}\`.`.trim(),
  responses: { ...errorResponses, ...route.responses },
});
