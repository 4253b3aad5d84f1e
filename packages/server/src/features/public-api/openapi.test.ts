import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Issue 24 item 3: the document is a valid OpenAPI 3.1 document (a real validator), every /api/v1
// route Hono holds is in it, and every operation it documents is a route. No database work: the
// document is the app's own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

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
