import { readFile } from 'node:fs/promises';
import SwaggerParser from '@apidevtools/swagger-parser';
import { API_KEY_SCOPES_BY_ROLE } from '@conque/domain/permissions/api-key-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { apiKeyOf, callApi, readResources } from './public-api-test-kit';

// The document is a valid OpenAPI 3.1 document (a real validator), every /api/v1
// route Hono holds is in it, and every operation it documents is a route. And what the README's
// « API » section promises is there: each route it lists is documented and answers a key.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { security?: { apiKey: string[] }[] }>>;
};

const documentOf = async () => {
  const response = await t.request('/api/v1/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Document;
};

describe('the OpenAPI document of /api/v1', () => {
  it('is valid OpenAPI 3.1', async () => {
    const document = await documentOf();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('documents every /api/v1 route Hono holds, and nothing else', async () => {
    const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
    const routed = new Set(
      t.app.routes
        .filter((route) => route.path.startsWith('/api/v1/') && METHODS.includes(route.method.toLowerCase()))
        .filter((route) => route.path !== '/api/v1/openapi.json')
        .map((route) => `${route.method.toLowerCase()} ${route.path.slice('/api/v1'.length)}`),
    );
    const documented = new Set(
      Object.entries((await documentOf()).paths).flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => METHODS.includes(method))
          // OpenAPI writes {id} where Hono writes :id.
          .map((method) => `${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(routed.size).toBeGreaterThan(0);
    expect([...routed].sort()).toEqual([...documented].sort());
  });

  it('names the right each operation needs and the one error shape', async () => {
    const document = await documentOf();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item) as {
        security?: unknown[];
        responses: Record<string, unknown>;
      }[]) {
        expect(operation.security, path).toEqual([{ apiKey: [expect.stringMatching(/^[a-z]+:[a-z]+$/)] }]);
        expect(operation.responses['401'], path).toBeDefined();
      }
    }
  });

  it('documents every route the README lists, each answering a key that holds its right', async () => {
    const listed = readmeApiRoutes(await readFile(new URL('../../../../README.md', import.meta.url), 'utf8'));
    // The section was read, its `GET`/`POST /api/v1/…` and `…/{id}/pdf` forms too.
    expect(listed).toEqual(
      expect.arrayContaining(['GET /orders', 'POST /webhook-endpoints', 'GET /invoices/{id}/pdf']),
    );
    const document = await documentOf();
    const rightOf = (route: string) => {
      const [method = '', path = ''] = route.split(' ');
      return document.paths[path]?.[method.toLowerCase()]?.security?.[0]?.apiKey[0];
    };
    const scene = await readResources(t);
    const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: scene.own.id });
    const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
    const managerKey = await apiKeyOf(t, manager.token, 'README', [...API_KEY_SCOPES_BY_ROLE.manager]);
    const preparatorKey = await apiKeyOf(t, preparator.token, 'README', [
      ...API_KEY_SCOPES_BY_ROLE.preparator,
    ]);
    // The scene's own resources, so that a 404 is the route's absence, not an unknown id; a webhook
    // endpoint of the manager's establishment per route that names one (the DELETE removes its own).
    const idOf = async (collection: string) => {
      if (collection !== 'webhook-endpoints') {
        return { orders: scene.order.id, invoices: scene.invoice.id, 'credit-notes': scene.note.id }[
          collection
        ];
      }
      const created = await callApi(t, managerKey, 'POST', '/webhook-endpoints', {
        url: 'https://logiciel.exemple.fr/webhooks',
        events: ['order.validated'],
      });
      return (created.json as { endpoint: { id: string } }).endpoint.id;
    };
    const answers: { route: string; documented: boolean; status: number }[] = [];
    for (const route of listed) {
      const [method = '', path = ''] = route.split(' ');
      const collection = path.split('/')[1] ?? '';
      const url = path.includes('{id}') ? path.replace('{id}', (await idOf(collection)) ?? '') : path;
      // A manager's key when a manager may hold the route's right, a préparateur's otherwise
      // (statuses:write); a body the write routes refuse (400) or take (a draft): either way the
      // route answered.
      const key = API_KEY_SCOPES_BY_ROLE.manager.some((right) => right === rightOf(route))
        ? managerKey
        : preparatorKey;
      const response = await t.app.request(`/api/v1${url}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
      });
      await response.arrayBuffer();
      answers.push({ route, documented: rightOf(route) !== undefined, status: response.status });
    }
    expect(answers.filter((answer) => !answer.documented || answer.status === 404)).toEqual([]);
  });

  it('serves the reference page and its same-origin script', async () => {
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)|https?:\/\//);
    const bundle = await t.request('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('text/javascript');
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

const METHOD = /^(GET|POST|PUT|PATCH|DELETE)$/;
const ROUTE = /^(GET|POST|PUT|PATCH|DELETE) \/api\/v1(\/\S*)$/;
const TAIL = /^(?:…|\.\.\.)(\/\S+)$/;

/**
 * The routes the README's « API » section lists, as `GET /invoices/{id}/pdf` (under /api/v1), read
 * from its code spans: `GET /api/v1/…`; `GET`/`POST /api/v1/…`, one path for both methods; and
 * `…/{id}/pdf`, a tail added to each route of the list it follows (`GET /api/v1/invoices`, `GET
 * /api/v1/credit-notes` and their `…/{id}/pdf`). Code blocks are examples, not the list.
 */
const readmeApiRoutes = (readme: string): string[] => {
  const section = readme.split(/^## /m).find((part) => part.startsWith('API\n')) ?? '';
  const text = section.replace(/```[\s\S]*?```/g, '').replace(/\s+/g, ' ');
  const routes: string[] = [];
  let methods: string[] = [];
  let list: string[] = [];
  let end = 0;
  for (const span of text.matchAll(/`([^`]*)`/g)) {
    const code = span[1] ?? '';
    const between = text.slice(end, span.index).trim();
    end = span.index + span[0].length;
    const route = ROUTE.exec(code);
    const tail = TAIL.exec(code);
    if (METHOD.test(code)) {
      methods = between === '/' ? [...methods, code] : [code];
    } else if (route) {
      const added = [...(between === '/' ? methods : []), route[1]].map((method) => `${method} ${route[2]}`);
      routes.push(...added);
      list = /^(,|and|, and)$/.test(between) ? [...list, ...added] : added;
      methods = [];
    } else if (tail) {
      routes.push(...list.map((listed) => `${listed}${tail[1]}`));
    } else {
      methods = [];
      list = [];
    }
  }
  return routes;
};
