import {
  apiOrderFileSchema,
  apiOrderIdParamsSchema,
  errorSchema,
} from '@conque/domain/public-api/v1-schemas';
import {
  apiChangeStatusSchema,
  apiCreatedOrderSchema,
  apiCreateOrderSchema,
  apiImpressionRequestSchema,
  apiOrderPriceSchema,
  apiRequestImpressionSchema,
  apiStatusChangedSchema,
  apiValidatedOrderSchema,
  apiValidateOrderSchema,
} from '@conque/domain/public-api/v1-write-schemas';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { requestNewImpression } from '../features/impression-requests/request-new-impression';
import { changeOrderStatus } from '../features/order-status/change-order-status';
import { createDraftOrder } from '../features/orders/create-draft-order';
import { parseUploadHeaders } from '../features/stl-files/stl-file-input';
import { requestBody } from '../features/stl-files/upload-body';
import { uploadStlFile } from '../features/stl-files/upload-stl-file';
import type { AppEnv } from '../http/context';
import { quoteApiOrder } from './quote-api-order';
import { keyRoute } from './v1-routes';
import { validateApiOrder } from './validate-api-order';

// The write side: each route mounts the screens' own use case with the key's
// creator as the actor (the key in Actor.apiKey, so the history says « via l'API »).

/** The one /api/v1 route whose body is a file, not JSON (app.ts lifts the JSON limit for it). */
export const STL_UPLOAD_PATH = '/orders/{id}/stl-files';
export const STL_UPLOAD_ROUTE = '/api/v1/orders/:id/stl-files';

const json = <S>(schema: S) => ({ content: { 'application/json': { schema } } });
const conflict = (description: string) => ({ 409: { description, ...json(errorSchema) } });

export const registerOrderWriteRoutes = (v1: OpenAPIHono<AppEnv>) => {
  v1.openapi(
    createRoute(
      keyRoute('orders:write', {
        method: 'post',
        path: '/orders',
        tags: ['Commandes'],
        summary: 'Créer un brouillon de commande',
        description:
          'Un brouillon de l’établissement de la clé, créé au nom du créateur de la clé, comme le premier pas du formulaire de commande.',
        request: { body: { required: true, ...json(apiCreateOrderSchema) } },
        responses: { 201: { description: 'Le brouillon créé', ...json(apiCreatedOrderSchema) } },
      }),
    ),
    async (c) => c.json(await createDraftOrder(c.var.deps, c.var.apiCaller.actor, c.req.valid('json')), 201),
  );

  // The wizard's upload, streamed (app.ts exempts it from the JSON limit): up to 100 MB, the STL
  // rules, then the mesh check job. Its body is not validated by zod (a raw file), only documented.
  v1.openapi(
    createRoute(
      keyRoute('orders:write', {
        method: 'post',
        path: STL_UPLOAD_PATH,
        tags: ['Commandes'],
        summary: 'Déposer une empreinte (fichier STL) sur un brouillon',
        description:
          'Le fichier brut en corps de requête (`Content-Type: application/octet-stream` ou `model/stl`, 100 Mo au plus), son nom encodé par `encodeURIComponent` dans l’en-tête `X-File-Name`. Les règles du formulaire : un STL valide, 10 fichiers au plus ; le contrôle du maillage suit en tâche de fond.',
        request: {
          params: apiOrderIdParamsSchema,
          body: {
            required: true,
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
        },
        responses: {
          201: {
            description: 'Le fichier enregistré',
            ...json(apiOrderFileSchema.pick({ name: true, path: true, size: true }).loose()),
          },
          413: { description: 'Plus de 100 Mo', ...json(errorSchema) },
        },
      }),
    ),
    async (c) => {
      const { name, declaredSize } = parseUploadHeaders({
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
        fileName: c.req.header('x-file-name'),
      });
      const orderId = c.req.valid('param').id;
      const upload = { orderId, name, declaredSize, body: requestBody(c) };
      return c.json(await uploadStlFile(c.var.deps, c.var.apiCaller.actor, upload), 201);
    },
  );

  v1.openapi(
    createRoute(
      keyRoute('orders:write', {
        method: 'get',
        path: '/orders/{id}/price',
        tags: ['Commandes'],
        summary: 'Lire le prix d’un brouillon',
        description:
          'Le prix que le récapitulatif du formulaire affiche, selon les tarifs en vigueur. Son `totalTTC` se confirme à la validation.',
        request: { params: apiOrderIdParamsSchema },
        responses: {
          200: { description: 'Le prix', ...json(apiOrderPriceSchema) },
          ...conflict('La commande n’est plus un brouillon'),
        },
      }),
    ),
    async (c) => c.json(await quoteApiOrder(c.var.deps, c.var.apiCaller.actor, c.req.valid('param').id), 200),
  );

  v1.openapi(
    createRoute(
      keyRoute('orders:write', {
        method: 'post',
        path: '/orders/{id}/validate',
        tags: ['Commandes'],
        summary: 'Valider un brouillon au prix lu',
        description:
          'Les règles de « Valider la commande » : la commande doit être complète (400 nommant le champ), et `expectedTotalTTC` doit être le total en vigueur (sinon 409 `price_changed`, rien n’est validé).',
        request: {
          params: apiOrderIdParamsSchema,
          body: { required: true, ...json(apiValidateOrderSchema) },
        },
        responses: {
          200: { description: 'La commande validée et son numéro', ...json(apiValidatedOrderSchema) },
          ...conflict('Le prix a changé (`price_changed`), ou la commande n’est plus un brouillon'),
        },
      }),
    ),
    async (c) =>
      c.json(
        await validateApiOrder(
          c.var.deps,
          c.var.apiCaller.actor,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  v1.openapi(
    createRoute(
      keyRoute('statuses:write', {
        method: 'post',
        path: '/orders/{id}/status',
        tags: ['Laboratoire'],
        summary: 'Changer le statut d’une commande',
        description:
          'Le dialogue de statut du préparateur : les statuts qu’il propose pour le mode de livraison, le numéro de suivi et le groupement seulement pour « Expédiée ».',
        request: { params: apiOrderIdParamsSchema, body: { required: true, ...json(apiChangeStatusSchema) } },
        responses: {
          200: { description: 'Le nouveau statut', ...json(apiStatusChangedSchema) },
          ...conflict('Commande facturée, ou en attente d’une nouvelle empreinte'),
        },
      }),
    ),
    async (c) =>
      c.json(
        await changeOrderStatus(
          c.var.deps,
          c.var.apiCaller.actor,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        200,
      ),
  );

  v1.openapi(
    createRoute(
      keyRoute('statuses:write', {
        method: 'post',
        path: '/orders/{id}/impression-requests',
        tags: ['Laboratoire'],
        summary: 'Demander une nouvelle empreinte',
        description:
          '« Demander une nouvelle empreinte » : la commande passe en attente d’empreinte et l’établissement est prévenu.',
        request: {
          params: apiOrderIdParamsSchema,
          body: { required: true, ...json(apiRequestImpressionSchema) },
        },
        responses: {
          201: { description: 'La demande', ...json(apiImpressionRequestSchema) },
          ...conflict('Demande déjà en cours, ou commande facturée ou expédiée'),
        },
      }),
    ),
    async (c) =>
      c.json(
        await requestNewImpression(
          c.var.deps,
          c.var.apiCaller.actor,
          c.req.valid('param').id,
          c.req.valid('json'),
        ),
        201,
      ),
  );
};
