import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context';

// The interactive reference of /api/v1 at /api/docs. Swagger UI's bundle is served
// from node_modules by this server (decision 125): the CSP allows scripts of this origin only (no
// CDN, no inline script), so the page loads same-origin files and its start-up is a file too.
const SWAGGER_UI = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;

const PAGE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>API Conque — référence</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>`;

// No validator badge: it would send the document to validator.swagger.io.
const START = `window.ui = SwaggerUIBundle({
  url: '/api/v1/openapi.json',
  dom_id: '#reference',
  validatorUrl: null,
  deepLinking: true,
});
`;

export const apiDocsRoutes = new Hono<AppEnv>();

apiDocsRoutes.get('/', (c) => c.html(PAGE));

apiDocsRoutes.get('/start.js', (c) =>
  c.body(START, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
);

apiDocsRoutes.get('/:asset{swagger-ui-bundle\\.js|swagger-ui\\.css}', async (c) => {
  const asset = c.req.param('asset') as keyof typeof ASSETS;
  const file = join(SWAGGER_UI, asset);
  const { size } = await stat(file);
  return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200, {
    'content-type': ASSETS[asset],
    'content-length': String(size),
    'cache-control': 'public, max-age=86400',
  });
});
