import { randomUUID } from 'node:crypto';
import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { API_KEY_SCOPES_BY_ROLE, type ApiKeyScope } from '@conque/domain/permissions/api-key-scopes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, webhookEndpoints } from '../../src/db/schema/index';
import { orderWithImpressions } from '../features/impression-requests/impression-test-kit';
import { insertCompleteDraft, insertRegisteredOrder } from '../features/orders/orders-test-kit';
import { asciiStl } from '../features/stl-files/stl-test-kit';
import { insertEstablishment, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { readResources } from './public-api-test-kit';

// Every /api/v1 route × the callers a key can stand for (a préparateur's key, a manager's
// key of the resource's establishment or of another one, a key without the route's right) and those
// refused before (no key, a session's token). A refused call answers its French error body. The
// matrix's routes are the document's: a route added to the API must be added here.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CALLERS = [
  'no key',
  'session token',
  'preparator key',
  'own manager key',
  'other manager key',
  'key without the right',
] as const;
type Caller = (typeof CALLERS)[number];

// Expected statuses, one per caller, in CALLERS' order.
const MATRIX: Record<string, readonly number[]> = {
  'GET /orders': [401, 401, 200, 200, 200, 403],
  'GET /orders/{id}': [401, 401, 200, 200, 404, 403],
  'GET /orders/{id}/archive': [401, 401, 200, 200, 404, 403],
  'GET /invoices': [401, 401, 200, 200, 200, 403],
  'GET /invoices/{id}/pdf': [401, 401, 302, 302, 404, 403],
  'GET /invoices/{id}/xml': [401, 401, 302, 302, 404, 403],
  'GET /credit-notes': [401, 401, 200, 200, 200, 403],
  'GET /credit-notes/{id}/pdf': [401, 401, 302, 302, 404, 403],
  'GET /credit-notes/{id}/xml': [401, 401, 302, 302, 404, 403],
  // The write side: a clinic's drafts (a préparateur's key never has `orders:write`), the lab's
  // statuses and new impressions (a manager's key never has `statuses:write`). A manager's key of
  // another establishment creates its own establishment's draft.
  'POST /orders': [401, 401, 403, 201, 201, 403],
  'GET /orders/{id}/price': [401, 401, 403, 200, 404, 403],
  'POST /orders/{id}/validate': [401, 401, 403, 200, 404, 403],
  'POST /orders/{id}/stl-files': [401, 401, 403, 201, 404, 403],
  'POST /orders/{id}/status': [401, 401, 200, 403, 403, 403],
  'POST /orders/{id}/impression-requests': [401, 401, 201, 403, 403, 403],
  // Decision 141: the lab's steps and quality control (`statuses:write`).
  'POST /orders/{id}/production-step': [401, 401, 200, 403, 403, 403],
  'POST /orders/{id}/quality-control': [401, 401, 200, 403, 403, 403],
  // Endpoints of the own establishment: the lab's key manages the lab's only (404 here).
  'GET /webhook-endpoints': [401, 401, 200, 200, 200, 403],
  'POST /webhook-endpoints': [401, 401, 201, 201, 201, 403],
  'DELETE /webhook-endpoints/{id}': [401, 401, 404, 204, 404, 403],
  'POST /webhook-endpoints/{id}/rotate-secret': [401, 401, 404, 200, 404, 403],
};

const RIGHT_OF: Record<string, ApiKeyScope> = {
  'GET /orders': 'orders:read',
  'GET /orders/{id}': 'orders:read',
  'GET /orders/{id}/archive': 'files:read',
  'POST /orders': 'orders:write',
  'GET /orders/{id}/price': 'orders:write',
  'POST /orders/{id}/validate': 'orders:write',
  'POST /orders/{id}/stl-files': 'orders:write',
  'POST /orders/{id}/status': 'statuses:write',
  'POST /orders/{id}/impression-requests': 'statuses:write',
  'POST /orders/{id}/production-step': 'statuses:write',
  'POST /orders/{id}/quality-control': 'statuses:write',
};
const rightOf = (route: string): ApiKeyScope =>
  RIGHT_OF[route] ?? (route.includes('/webhook-endpoints') ? 'webhooks:manage' : 'invoices:read');

const ERRORS: Record<number, { code: string; message: string }> = {
  401: { code: 'unauthorized', message: "Clé d'API absente, invalide, expirée ou révoquée." },
  403: { code: 'forbidden', message: expect.stringContaining("Cette clé n'a pas le droit") },
  404: {
    code: 'not_found',
    message: expect.stringMatching(
      /^((Commande|Facture|Avoir) introuvable\.|Point d’accès webhook introuvable)$/,
    ),
  },
};

const keyOf = async (token: string, scopes: string[]) => {
  const response = await t.request('/api/api-keys', { token, body: { name: 'Matrice', scopes } });
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedApiKey).secret;
};

let scene: Awaited<ReturnType<typeof readResources>>;
const credentials: Partial<Record<Caller, Record<string, string | undefined>>> = {};
// The write routes' own orders (a draft to price and to upload to, one to validate, one to move,
// one with scans) and webhook endpoints, and their bodies (the total read, for the validation).
const idOf: Record<string, string> = {};
const bodyOf: Record<string, unknown> = {};

const pathOf = (route: string) =>
  route
    .slice(route.indexOf(' ') + 1)
    .replace('/orders/{id}', `/orders/${idOf[route] ?? scene.order.id}`)
    .replace('/webhook-endpoints/{id}', `/webhook-endpoints/${idOf[route]}`)
    .replace('/invoices/{id}', `/invoices/${scene.invoice.id}`)
    .replace('/credit-notes/{id}', `/credit-notes/${scene.note.id}`);

beforeAll(async () => {
  scene = await readResources(t);
  const other = await insertEstablishment(t.db);
  const preparator = await signedInUser(t.db, t.config, { role: 'preparator' });
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: scene.own.id });
  const stranger = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: other.id });
  const [lab, mine, theirs] = await Promise.all([
    keyOf(preparator.token, [...API_KEY_SCOPES_BY_ROLE.preparator]),
    keyOf(manager.token, [...API_KEY_SCOPES_BY_ROLE.manager]),
    keyOf(stranger.token, [...API_KEY_SCOPES_BY_ROLE.manager]),
  ]);
  const own = { establishmentId: scene.own.id, createdBy: manager.user.id };
  const draft = await insertCompleteDraft(t.db, { ...own, address: null });
  const toValidate = await insertCompleteDraft(t.db, { ...own, address: null });
  idOf['GET /orders/{id}/price'] = draft.id;
  idOf['POST /orders/{id}/validate'] = toValidate.id;
  idOf['POST /orders/{id}/stl-files'] = draft.id;
  idOf['POST /orders/{id}/status'] = (await insertRegisteredOrder(t.db, own)).id;
  idOf['POST /orders/{id}/impression-requests'] = (await orderWithImpressions(t, own)).id;
  const inProgress = (productionStep: string | null) =>
    insertRegisteredOrder(t.db, { ...own, status: 'in_progress', productionStep });
  idOf['POST /orders/{id}/production-step'] = (await inProgress(null)).id;
  idOf['POST /orders/{id}/quality-control'] = (await inProgress('controle_qualite')).id;
  const quote = await t.app.request(`/api/v1/orders/${toValidate.id}/price`, {
    headers: { authorization: `Bearer ${mine}` },
  });
  const hook = { url: 'https://logiciel.exemple.fr/webhooks', events: ['order.validated'] };
  const endpoint = async () => {
    const response = await t.app.request('/api/v1/webhook-endpoints', {
      method: 'POST',
      headers: { authorization: `Bearer ${mine}`, 'content-type': 'application/json' },
      body: JSON.stringify(hook),
    });
    return ((await response.json()) as { endpoint: { id: string } }).endpoint.id;
  };
  idOf['DELETE /webhook-endpoints/{id}'] = await endpoint();
  idOf['POST /webhook-endpoints/{id}/rotate-secret'] = await endpoint();
  bodyOf['POST /webhook-endpoints'] = hook;
  bodyOf['POST /orders'] = { patient_last_name: 'Matrice' };
  bodyOf['POST /orders/{id}/validate'] = {
    expectedTotalTTC: ((await quote.json()) as { totalTTC: number }).totalTTC,
  };
  bodyOf['POST /orders/{id}/status'] = { status: 'in_progress' };
  bodyOf['POST /orders/{id}/impression-requests'] = { ears: ['left'], reason: 'deformed' };
  bodyOf['POST /orders/{id}/production-step'] = { from_step: 'modelisation' };
  bodyOf['POST /orders/{id}/quality-control'] = {
    from_step: 'controle_qualite',
    results: { adaptation: true, event: true, tube: true, finition: true, marquage: true },
  };
  const byRoute = (value: string | undefined) =>
    Object.fromEntries(Object.keys(MATRIX).map((route) => [route, value]));
  credentials['no key'] = byRoute(undefined);
  credentials['session token'] = byRoute(manager.token);
  credentials['preparator key'] = byRoute(lab);
  credentials['own manager key'] = byRoute(mine);
  credentials['other manager key'] = byRoute(theirs);
  // For each route, a key with every right of a role that may grant the route's, but that one.
  credentials['key without the right'] = Object.fromEntries(
    await Promise.all(
      Object.keys(MATRIX).map(async (route) => {
        const role = API_KEY_SCOPES_BY_ROLE.manager.includes(rightOf(route)) ? 'manager' : 'preparator';
        const scopes = API_KEY_SCOPES_BY_ROLE[role].filter((scope) => scope !== rightOf(route));
        return [route, await keyOf((role === 'manager' ? manager : preparator).token, scopes)];
      }),
    ),
  );
});

const statusOf = async (route: string) =>
  (
    await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, idOf[route] ?? ''))
  )[0]?.status;

/** What each write route did, read back from the database. */
const WRITTEN: Record<string, (answer: Record<string, unknown>, caller: Caller) => Promise<unknown>> = {
  'POST /orders': async (answer, caller) => {
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, String(answer.id)));
    expect(row?.status).toBe('draft');
    // Always the key's own establishment.
    expect(row?.establishmentId === scene.own.id).toBe(caller === 'own manager key');
  },
  'GET /orders/{id}/price': async (answer) =>
    expect(answer.totalTTC).toBe(
      (bodyOf['POST /orders/{id}/validate'] as { expectedTotalTTC: number }).expectedTotalTTC,
    ),
  'POST /orders/{id}/validate': async (answer) => {
    expect(answer.order_number).toEqual(expect.any(String));
    expect(await statusOf('POST /orders/{id}/validate')).toBe('registered');
  },
  'POST /orders/{id}/stl-files': async () => {
    const [row] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, idOf['POST /orders/{id}/stl-files'] ?? ''));
    expect(row?.stlFiles.map((entry) => entry.name)).toEqual(['matrice.stl']);
  },
  'GET /webhook-endpoints': async (answer, caller) => {
    const items = answer.items as { id: string }[];
    const own = items.some((item) => item.id === idOf['POST /webhook-endpoints/{id}/rotate-secret']);
    expect(own).toBe(caller === 'own manager key');
  },
  'POST /webhook-endpoints': async (answer) => expect(answer.secret).toMatch(/^whsec_/),
  'POST /webhook-endpoints/{id}/rotate-secret': async (answer) => {
    expect(answer.secret).toMatch(/^whsec_/);
    expect(
      (answer.endpoint as { previous_secret_expires_at: string }).previous_secret_expires_at,
    ).not.toBeNull();
  },
  'POST /orders/{id}/status': async () =>
    expect(await statusOf('POST /orders/{id}/status')).toBe('in_progress'),
  'POST /orders/{id}/impression-requests': async () =>
    expect(await statusOf('POST /orders/{id}/impression-requests')).toBe('awaiting_impression'),
  'POST /orders/{id}/production-step': async (answer) =>
    expect(answer.production).toMatchObject({ current_step: 'impression', revision: 1 }),
  'POST /orders/{id}/quality-control': async (answer) =>
    expect(answer.production).toMatchObject({ current_step: null, done: true }),
};

describe('/api/v1 × callers', () => {
  it('covers every operation of the OpenAPI document', async () => {
    const document = (await (await t.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, object>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  const cells = Object.entries(MATRIX).flatMap(([route, statuses]) =>
    CALLERS.map((caller, column) => ({ route, caller, status: statuses[column] as number })),
  );
  it.each(cells)('$route, $caller → $status', async ({ route, caller, status }) => {
    const bearer = credentials[caller]?.[route];
    const body = bodyOf[route];
    const file = route === 'POST /orders/{id}/stl-files';
    const response = await t.app.request(`/api/v1${pathOf(route)}`, {
      method: route.slice(0, route.indexOf(' ')),
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
        ...(file ? { 'content-type': 'model/stl', 'x-file-name': 'matrice.stl' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : file ? { body: asciiStl() } : {}),
    });
    expect(response.status).toBe(status);
    if (status >= 400) {
      expect(await response.json()).toEqual({ error: ERRORS[status] });
      return;
    }
    if (status === 302) return;
    if (status === 204) {
      const left = await t.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, idOf[route] ?? ''));
      expect(left).toEqual([]);
      return;
    }
    if (route === 'GET /orders/{id}/archive') {
      expect(response.headers.get('content-type')).toBe('application/zip');
      return;
    }
    const answer = (await response.json()) as {
      id?: string;
      items?: { id: string; establishment_id: string }[];
    };
    const written = WRITTEN[route];
    if (written) {
      await written(answer as Record<string, unknown>, caller);
      return;
    }
    if (answer.items) {
      // A manager's key of another establishment lists nothing of this one.
      const ofScene = answer.items.filter((item) => item.establishment_id === scene.own.id);
      expect(ofScene.length > 0).toBe(caller !== 'other manager key');
    } else expect(answer.id).toBe(scene.order.id);
  });
});

// Decision 138: no parameter of a list widens what a key sees. The lists are walked whole with each
// grammar's parameters, and with every cursor the lab's key was handed (a cursor is a position, not a
// right), and the deprecated `page`.
const LIST_ROWS: Record<string, () => string> = {
  'GET /invoices': () => scene.invoice.id,
  'GET /credit-notes': () => scene.note.id,
};
const LIST_QUERIES: Record<string, string[]> = {
  'GET /invoices': ['paid_status=pending', 'paid_status=pending,paid&limit=1'],
  'GET /credit-notes': [],
};
const EPOCH_CURSOR = Buffer.from('1970-01-01 00:00:00+00|00000000-0000-0000-0000-000000000000').toString(
  'base64url',
);

type ListPage = { items: { id: string; establishment_id: string }[]; next_cursor?: string | null };

const readList = async (route: string, bearer: string, query: string) => {
  const rows: ListPage['items'] = [];
  const cursors: string[] = [];
  let next = query;
  for (let pages = 0; pages < 50; pages++) {
    const response = await t.app.request(`/api/v1${route.slice(4)}?${next}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(response.status, `${route}?${next}`).toBe(200);
    const page = (await response.json()) as ListPage;
    rows.push(...page.items);
    if (!page.next_cursor) break;
    cursors.push(page.next_cursor);
    next = `${query.replace(/(^|&)cursor=[^&]*/, '')}&cursor=${page.next_cursor}`;
  }
  return { rows, cursors };
};

describe('/api/v1 lists × callers × parameters', () => {
  const cells = Object.keys(LIST_ROWS).flatMap((route) =>
    (['preparator key', 'own manager key', 'other manager key'] as const).map((caller) => ({
      route,
      caller,
    })),
  );
  it.each(cells)('$route, $caller: the same rows whatever the parameters', async ({ route, caller }) => {
    const lab = await readList(route, credentials['preparator key']?.[route] ?? '', 'limit=1');
    const queries = [
      'page=1',
      'limit=1',
      'updated_since=1970-01-01T00:00:00Z',
      `cursor=${EPOCH_CURSOR}`,
      ...lab.cursors.map((cursor) => `cursor=${cursor}`),
      ...(LIST_QUERIES[route] ?? []),
    ];
    const bearer = credentials[caller]?.[route] ?? '';
    for (const query of queries) {
      const { rows } = await readList(route, bearer, query);
      const own = rows.filter((row) => row.establishment_id === scene.own.id);
      if (caller === 'other manager key') expect(own, query).toEqual([]);
      if (caller === 'own manager key') expect(own, query).toEqual(rows);
      // Read from the start of the walk, the scene's row is there for the lab's and its own key.
      const fromStart = !query.startsWith('cursor=') || query === `cursor=${EPOCH_CURSOR}`;
      if (caller !== 'other manager key' && fromStart)
        expect(
          rows.map((row) => row.id),
          query,
        ).toContain(LIST_ROWS[route]?.());
    }
  });
});
