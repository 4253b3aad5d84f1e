import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/context';
import { badRequestOf, refuseNulCharacter } from '../http/parse-input';
import { registerInvoiceRoutes } from './invoice-routes';
import { registerOrderRoutes } from './order-routes';
import { registerOrderWriteRoutes } from './order-write-routes';
import { registerProductionRoutes } from './production-routes';
import { registerWebhookRoutes } from './webhook-routes';

export const OPENAPI_PATH = '/openapi.json';

/**
 * `/api/v1`, whose OpenAPI 3.1 document is generated from the very zod
 * schemas its routes validate with (@hono/zod-openapi, decision 125). A failed validation is the
 * product's 400, naming the field in French and what is wrong with the value sent, through the
 * screens' own message builder (http/parse-input.ts); a NUL character is refused as they refuse it.
 */
export const createApiV1 = () => {
  const v1 = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      // @hono/zod-validator hands the hook the value sent as `data` (the parsed value once valid).
      const { data } = result as { data?: unknown };
      if (!result.success) throw badRequestOf(result.error, data);
      refuseNulCharacter(data);
    },
  });
  v1.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    description:
      "Une clé d'API (`cq_live_…`), créée depuis la page « Clés d'API » de Conque et envoyée en `Authorization: Bearer …`.",
  });
  registerOrderRoutes(v1);
  registerOrderWriteRoutes(v1);
  registerProductionRoutes(v1);
  registerInvoiceRoutes(v1);
  registerWebhookRoutes(v1);
  v1.doc31(OPENAPI_PATH, (c) => ({
    openapi: '3.1.0',
    info: {
      title: 'API Conque',
      version: '1.0.0',
      description:
        'L\'API des logiciels du laboratoire et des établissements. Les erreurs ont une seule forme : `{ "error": { "code", "message", "field" } }`, le message en français.',
    },
    servers: [{ url: `${c.var.deps.config.publicUrl}/api/v1` }],
  }));
  return v1;
};
