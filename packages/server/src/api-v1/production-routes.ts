import {
  apiAdvanceProductionStepSchema,
  apiIdempotencyHeadersSchema,
  apiProductionConflictSchema,
  apiProductionStepResultSchema,
  apiQualityControlSchema,
} from '@conque/domain/public-api/v1-production-schemas';
import { apiOrderIdParamsSchema } from '@conque/domain/public-api/v1-schemas';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { advanceProductionStep } from '../features/production/advance-production-step';
import { requiredIdempotencyKey } from '../features/production/idempotency-key';
import type { ProductionAnswer } from '../features/production/production-requests';
import { recordQualityControl } from '../features/production/record-quality-control';
import type { AppEnv } from '../http/context';
import { keyRoute } from './v1-routes';

// Decision 141: the lab's steps and quality control for the lab's software, the screens' use cases
// with the key's creator as the actor, as the status change (decision 129). Their Idempotency-Key
// is required, a UUID, as on the screens.

const json = <S>(schema: S) => ({ content: { 'application/json': { schema } } });

const RESPONSES = {
  200: {
    description: 'La commande et ses étapes après le changement',
    ...json(apiProductionStepResultSchema),
  },
  409: {
    description:
      'La commande n’est plus à `from_step` (quelqu’un l’a déplacée : le message dit où elle est et qui l’a déplacée ; rien n’a changé), ou la même clé a servi pour une autre requête',
    ...json(apiProductionConflictSchema),
  },
};

const answer = (c: Context<AppEnv>, result: ProductionAnswer & { replayed: boolean }) => {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return result.status === 409 ? c.json(result.body, 409) : c.json(result.body, 200);
};

export const registerProductionRoutes = (v1: OpenAPIHono<AppEnv>) => {
  v1.openapi(
    createRoute(
      keyRoute('statuses:write', {
        method: 'post',
        path: '/orders/{id}/production-step',
        tags: ['Laboratoire'],
        summary: 'Passer une commande à l’étape de fabrication suivante',
        description:
          'Une commande « En cours de fabrication » passe à l’étape suivante des étapes du laboratoire, ou à `to_step`. Le contrôle qualité, la dernière, se valide par `/quality-control`.',
        request: {
          params: apiOrderIdParamsSchema,
          headers: apiIdempotencyHeadersSchema,
          body: { required: true, ...json(apiAdvanceProductionStepSchema) },
        },
        responses: RESPONSES,
      }),
    ),
    async (c) => {
      const key = requiredIdempotencyKey(c.req.header('idempotency-key'));
      const { id } = c.req.valid('param');
      return answer(
        c,
        await advanceProductionStep(c.var.deps, c.var.apiCaller.actor, id, key, c.req.valid('json')),
      );
    },
  );

  v1.openapi(
    createRoute(
      keyRoute('statuses:write', {
        method: 'post',
        path: '/orders/{id}/quality-control',
        tags: ['Laboratoire'],
        summary: 'Enregistrer le contrôle qualité d’une commande',
        description:
          'Tous les points conformes : la fabrication est terminée (une commande à retirer devient « Prête à être récupérée »). Un point non conforme : la commande retourne à `return_to_step`, avec `reason`.',
        request: {
          params: apiOrderIdParamsSchema,
          headers: apiIdempotencyHeadersSchema,
          body: { required: true, ...json(apiQualityControlSchema) },
        },
        responses: RESPONSES,
      }),
    ),
    async (c) => {
      const key = requiredIdempotencyKey(c.req.header('idempotency-key'));
      const { id } = c.req.valid('param');
      return answer(
        c,
        await recordQualityControl(c.var.deps, c.var.apiCaller.actor, id, key, c.req.valid('json')),
      );
    },
  );
};
