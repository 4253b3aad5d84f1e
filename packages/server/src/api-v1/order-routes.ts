import { ServerResponse } from 'node:http';
import {
  apiOrderIdParamsSchema,
  apiOrderPageSchema,
  apiOrderSchema,
  apiOrdersQuerySchema,
} from '@conque/domain/public-api/v1-schemas';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { clientIp } from '../http/client-ip';
import type { AppEnv } from '../http/context';
import { loggableError } from '../http/loggable-error';
import { requestLogger } from '../http/request-log';
import { directResponseHeaders } from '../http/security-headers';
import { responseSink, webStreamSink } from '../zip/zip-sinks';
import { getApiOrder } from './get-api-order';
import { listApiOrders } from './list-api-orders';
import { streamOrderArchive } from './stream-order-archive';
import { keyRoute } from './v1-routes';

const STALLED_CLIENT_MS = 60_000;

// The orders, for the lab's and the clinics' software.
export const registerOrderRoutes = (v1: OpenAPIHono<AppEnv>) => {
  v1.openapi(
    createRoute(
      keyRoute('orders:read', {
        method: 'get',
        path: '/orders',
        tags: ['Commandes'],
        summary: 'Lister les commandes',
        description:
          'Les commandes visibles par la clé (jamais les brouillons), de la plus anciennement modifiée à la plus récente, par pages.',
        request: { query: apiOrdersQuerySchema },
        responses: {
          200: { description: 'Une page', content: { 'application/json': { schema: apiOrderPageSchema } } },
        },
      }),
    ),
    async (c) =>
      c.body(await listApiOrders(c.var.deps, c.var.apiCaller.actor, c.req.valid('query')), 200, {
        'content-type': 'application/json',
      }),
  );

  v1.openapi(
    createRoute(
      keyRoute('orders:read', {
        method: 'get',
        path: '/orders/{id}',
        tags: ['Commandes'],
        summary: 'Lire une commande',
        description: 'La commande, sa configuration, ses fichiers (liens signés) et son historique.',
        request: { params: apiOrderIdParamsSchema },
        responses: {
          200: { description: 'La commande', content: { 'application/json': { schema: apiOrderSchema } } },
        },
      }),
    ),
    async (c) =>
      c.json(
        await getApiOrder(c.var.deps, c.var.apiCaller, c.req.valid('param').id, { address: clientIp(c) }),
        200,
      ),
  );

  v1.openapi(
    createRoute(
      keyRoute('files:read', {
        method: 'get',
        path: '/orders/{id}/archive',
        tags: ['Commandes'],
        summary: 'Télécharger l’archive de la commande',
        description:
          'Un ZIP : les empreintes (`empreintes/…`), le bon de commande (PDF), une fois la commande expédiée les déclarations de conformité (`declaration-<numéro>-<gauche|droite>.pdf`) et la fiche de fabrication (`fiche-de-fabrication.json`), envoyé au fil de la lecture.',
        request: { params: apiOrderIdParamsSchema },
        responses: {
          200: {
            description: 'L’archive',
            content: {
              'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
            },
          },
        },
      }),
    ),
    async (c) => {
      const { fileName, archive } = await streamOrderArchive(
        c.var.deps,
        c.var.apiCaller,
        c.req.valid('param').id,
        { address: clientIp(c), method: c.req.method },
      );
      const headers = {
        'content-type': 'application/zip',
        'content-length': String(archive.length),
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'private, no-store',
      };
      // HEAD: the headers only, no impression opened (a missing order form is made: decision 136).
      if (c.req.method === 'HEAD') return c.body(null, 200, headers);
      // Decision 133: written to Node's response itself, whose write callbacks free the buffers.
      const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
      if (outgoing instanceof ServerResponse) {
        outgoing.writeHead(200, { ...headers, ...directResponseHeaders(c.var.deps.config, c.var.requestId) });
        // A client that stops reading is let go after a minute rather than held with its buffers.
        outgoing.setTimeout(STALLED_CLIENT_MS, () => outgoing.destroy());
        const log = requestLogger(c);
        archive.writeTo(responseSink(outgoing)).then(
          () => outgoing.end(),
          (error: unknown) => {
            log.warn({ err: loggableError(error) }, 'archive interrompue');
            outgoing.destroy();
          },
        );
        return RESPONSE_ALREADY_SENT;
      }
      const { stream, sink, end } = webStreamSink();
      archive.writeTo(sink).then(() => end(), end);
      return c.body(stream, 200, headers);
    },
  );
};
