import { ORDER_MESSAGES } from '@conque/domain/orders/messages';
import {
  apiCreatedOrderSchema,
  apiImpressionRequestSchema,
  apiOrderPriceSchema,
  apiStatusChangedSchema,
  apiValidatedOrderSchema,
} from '@conque/domain/public-api/v1-write-schemas';
import { MESSAGES } from '@conque/domain/shared/messages';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impressionRequests, jobs, orderEvents, orders, webhookEndpoints } from '../../src/db/schema/index';
import { CHECK_STL_MESH_JOB } from '../../src/features/stl-files/check-stl-mesh-job';
import { orderWithImpressions } from '../features/impression-requests/impression-test-kit';
import { operationsSnapshot, setting } from '../features/order-status/order-status-test-kit';
import { ordersSnapshot } from '../features/orders/orders-test-kit';
import { binaryStl, stlSnapshot } from '../features/stl-files/stl-test-kit';
import { createTestApp, type TestApp } from '../support/test-app';
import { apiKeyOf, callApi, README_DRAFT } from './public-api-test-kit';

// The write side of /api/v1: a clinic's software creates, prices and
// validates a draft and uploads its scans; the lab's software changes a status and asks for a new
// impression; either manages its webhook endpoints. Every change is in the
// history « via l'API » with the key's name; every refused request answers the one error shape and
// writes nothing.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyFor = (token: string, name: string, scopes: string[]) => apiKeyOf(t, token, name, scopes);
const call = (key: string, method: string, path: string, body?: unknown, headers = {}) =>
  callApi(t, key, method, path, body, headers);

const historyOf = (orderId: string) =>
  t.db
    .select({ kind: orderEvents.kind, actor: orderEvents.actorName, key: orderEvents.apiKeyName })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));

const DRAFT = README_DRAFT;

describe('a clinic’s software: draft, price, validation', () => {
  it('creates a draft, reads its price, is refused a stale total, validates with the total read', async () => {
    const { manager } = await setting(t);
    const key = await keyFor(manager.token, 'Logiciel du cabinet', ['orders:write', 'orders:read']);

    const created = await call(key, 'POST', '/orders', DRAFT);
    expect(created.status).toBe(201);
    const { id } = apiCreatedOrderSchema.parse(created.json);
    const [draft] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(draft).toMatchObject({
      status: 'draft',
      createdBy: manager.user.id,
      patientLastName: 'Moreau',
      transferMethod: 'octocloud',
    });

    const price = await call(key, 'GET', `/orders/${id}/price`);
    expect(price.status).toBe(200);
    const { totalTTC } = apiOrderPriceSchema.parse(price.json);
    expect(totalTTC).toBeGreaterThan(0);

    // The wizard's own refusal: another total, nothing validated, no number taken.
    const before = await ordersSnapshot(t);
    const stale = await call(key, 'POST', `/orders/${id}/validate`, { expectedTotalTTC: totalTTC + 100 });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({
      error: {
        code: 'price_changed',
        message: ORDER_MESSAGES.priceChanged(totalTTC + 100, totalTTC),
        field: 'expectedTotalTTC',
      },
    });
    expect(await ordersSnapshot(t)).toEqual(before);

    const validated = await call(key, 'POST', `/orders/${id}/validate`, { expectedTotalTTC: totalTTC });
    expect(validated.status).toBe(200);
    const { order_number } = apiValidatedOrderSchema.parse(validated.json);
    expect(order_number).toMatch(/^\d{4}-\d{5}$/);
    const again = await call(key, 'POST', `/orders/${id}/validate`, { expectedTotalTTC: totalTTC });
    expect(again.json).toEqual({ error: { code: 'conflict', message: ORDER_MESSAGES.notADraft } });
    expect(await historyOf(id)).toEqual([
      { kind: 'created', actor: 'Camille Martin', key: 'Logiciel du cabinet' },
      { kind: 'validated', actor: 'Camille Martin', key: 'Logiciel du cabinet' },
    ]);
  });

  it('creates one draft for one Idempotency-Key, and replays its answer', async () => {
    const { manager } = await setting(t);
    const key = await keyFor(manager.token, 'Cabinet', ['orders:write']);
    const headers = { 'idempotency-key': 'brouillon-1' };
    const first = await call(key, 'POST', '/orders', DRAFT, headers);
    const second = await call(key, 'POST', '/orders', DRAFT, headers);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.json).toEqual(first.json);
    const mine = await t.db.select().from(orders).where(eq(orders.createdBy, manager.user.id));
    expect(mine).toHaveLength(1);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const { manager } = await setting(t);
    const key = await keyFor(manager.token, 'Cabinet', ['orders:write']);
    const { id } = apiCreatedOrderSchema.parse(
      (await call(key, 'POST', '/orders', { patient_last_name: 'Moreau' })).json,
    );
    const before = await ordersSnapshot(t);
    const refusals = [
      [await call(key, 'POST', '/orders', { ...DRAFT, patient_gender: 'x' }), 400, 'patient_gender'],
      [await call(key, 'POST', '/orders', { ...DRAFT, establishment_id: id }), 400, undefined],
      [await call(key, 'GET', '/orders/pas-un-id/price'), 400, 'id'],
      [await call(key, 'POST', `/orders/${id}/validate`, {}), 400, 'expectedTotalTTC'],
      [await call(key, 'POST', `/orders/${id}/validate`, { expectedTotalTTC: -1 }), 400, 'expectedTotalTTC'],
      // An incomplete draft: the validation's own rule names the first missing field.
      [await call(key, 'POST', `/orders/${id}/validate`, { expectedTotalTTC: 0 }), 400, 'patient_first_name'],
    ] as const;
    for (const [response, status, field] of refusals) {
      expect(response.status).toBe(status);
      const { error } = response.json as { error: { code: string; message: string; field?: string } };
      expect(error.code).toBe('bad_request');
      expect(error.field).toBe(field);
      expect(error.message).toMatch(/[a-zé] : |Champ inconnu/);
    }
    const malformed = await t.app.request('/api/v1/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"patient_last_name":',
    });
    expect([malformed.status, await malformed.json()]).toEqual([
      400,
      { error: { code: 'bad_request', message: MESSAGES.invalidJson } },
    ]);
    expect(await ordersSnapshot(t)).toEqual(before);
  });
});

describe('a clinic’s software: impressions', () => {
  const put = (key: string, orderId: string, file: Buffer, name: string, type = 'application/octet-stream') =>
    t.app.request(`/api/v1/orders/${orderId}/stl-files`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': type,
        'content-length': String(file.length),
        'x-file-name': encodeURIComponent(name),
      },
      body: file,
    });

  it('uploads a scan to the draft under the STL rules, queues its mesh check, and makes it validatable', async () => {
    const { manager } = await setting(t);
    const key = await keyFor(manager.token, 'Cabinet', ['orders:write']);
    const body = { ...DRAFT, transfer_method: 'files' };
    const { id } = apiCreatedOrderSchema.parse((await call(key, 'POST', '/orders', body)).json);

    const before = await stlSnapshot(t);
    const refused = [
      [await put(key, id, Buffer.from('pas un maillage'), 'gauche.stl'), 400],
      [await put(key, id, binaryStl(2), 'gauche.stl', 'text/plain'), 400],
      [await put(key, id, binaryStl(2), ''), 400],
    ] as const;
    for (const [response, status] of refused) {
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /STL|Type de contenu|Nom du fichier/,
      );
    }
    expect(await stlSnapshot(t)).toEqual(before);

    // 100 KB: past the 64 KB JSON limit, which this route does not have.
    const scan = binaryStl(2000);
    const stored = await put(key, id, scan, 'oreille gauche.stl', 'model/stl');
    expect(stored.status).toBe(201);
    expect(await stored.json()).toMatchObject({ name: 'oreille gauche.stl', size: scan.length });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.stlFiles.map((file) => file.name)).toEqual(['oreille gauche.stl']);
    const queued = await t.db.select({ kind: jobs.kind, payload: jobs.payload }).from(jobs);
    expect(queued).toContainEqual({
      kind: CHECK_STL_MESH_JOB,
      payload: { orderId: id, path: row?.stlFiles[0]?.path },
    });
    expect((await historyOf(id)).at(-1)).toEqual({
      kind: 'stl_file_added',
      actor: 'Camille Martin',
      key: 'Cabinet',
    });
    // With its file, the « Envoi de fichiers STL » draft validates at the price read.
    const { totalTTC } = apiOrderPriceSchema.parse((await call(key, 'GET', `/orders/${id}/price`)).json);
    expect((await call(key, 'POST', `/orders/${id}/validate`, { expectedTotalTTC: totalTTC })).status).toBe(
      200,
    );
  });
});

describe('the lab’s software: status and new impression', () => {
  it('changes a status and asks for a new impression under the screens’ rules, recorded with the key', async () => {
    const { establishment, preparator, manager, order } = await setting(t);
    const key = await keyFor(preparator.token, 'Logiciel du labo', ['statuses:write']);
    const placed = await order();

    const before = await operationsSnapshot(t);
    const refused = [
      await call(key, 'POST', `/orders/${placed.id}/status`, { status: 'volé' }),
      // Tracking only with « Expédiée »: the dialog's rule.
      await call(key, 'POST', `/orders/${placed.id}/status`, { status: 'in_progress', trackingNumber: 'X1' }),
    ];
    expect(
      refused.map((response) => [
        response.status,
        (response.json as { error: { field: string } }).error.field,
      ]),
    ).toEqual([
      [400, 'status'],
      [400, 'trackingNumber'],
    ]);
    expect(await operationsSnapshot(t)).toEqual(before);

    const changed = await call(key, 'POST', `/orders/${placed.id}/status`, { status: 'in_progress' });
    expect(changed.status).toBe(200);
    expect(apiStatusChangedSchema.parse(changed.json).status).toBe('in_progress');
    expect((await historyOf(placed.id)).at(-1)).toEqual({
      kind: 'status_changed',
      actor: 'Marie Durand',
      key: 'Logiciel du labo',
    });

    const scanned = await orderWithImpressions(t, {
      establishmentId: establishment.id,
      createdBy: manager.user.id,
    });
    const ask = { ears: ['left'], reason: 'deformed', files: [scanned.left.path] };
    const bad = await call(key, 'POST', `/orders/${scanned.id}/impression-requests`, { ...ask, ears: [] });
    expect(bad.status).toBe(400);
    expect((bad.json as { error: { field: string } }).error.field).toBe('ears');
    expect(
      await t.db.select().from(impressionRequests).where(eq(impressionRequests.orderId, scanned.id)),
    ).toEqual([]);

    const asked = await call(key, 'POST', `/orders/${scanned.id}/impression-requests`, ask);
    expect(asked.status).toBe(201);
    expect(apiImpressionRequestSchema.parse(asked.json)).toMatchObject({
      ears: ['left'],
      reason: 'deformed',
      requested_by_name: 'Marie Durand',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, scanned.id));
    expect(row?.status).toBe('awaiting_impression');
    expect((await historyOf(scanned.id)).slice(-2)).toEqual([
      { kind: 'status_changed', actor: 'Marie Durand', key: 'Logiciel du labo' },
      { kind: 'impression_requested', actor: 'Marie Durand', key: 'Logiciel du labo' },
    ]);
    // A manager's session sees who did it, « via l'API ».
    const seen = await t.request(`/api/orders/${scanned.id}/history`, { token: manager.token });
    expect(JSON.stringify(await seen.json())).toContain('Logiciel du labo');
  });
});

describe('webhook endpoints through a key', () => {
  it('creates, lists, rotates and deletes the lab’s endpoints; bad input writes nothing', async () => {
    const { preparator } = await setting(t);
    const key = await keyFor(preparator.token, 'Webhooks du labo', ['webhooks:manage']);
    const hook = {
      url: 'https://logiciel.exemple.fr/conque',
      events: ['order.validated', 'order.status_changed'],
    };
    const refused = [
      [await call(key, 'POST', '/webhook-endpoints', { ...hook, url: 'pas une adresse' }), 400, 'url'],
      [await call(key, 'POST', '/webhook-endpoints', { ...hook, events: [] }), 400, 'events'],
      [await call(key, 'POST', '/webhook-endpoints/pas-un-id/rotate-secret'), 400, 'id'],
      [await call(key, 'DELETE', `/webhook-endpoints/${crypto.randomUUID()}`), 404, undefined],
    ] as const;
    for (const [response, status, field] of refused) {
      expect(response.status).toBe(status);
      expect((response.json as { error: { field?: string } }).error.field).toBe(field);
    }
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);

    const created = await call(key, 'POST', '/webhook-endpoints', hook);
    expect(created.status).toBe(201);
    const { endpoint, secret } = created.json as { endpoint: { id: string }; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const [row] = await t.db.select().from(webhookEndpoints);
    expect(row).toMatchObject({ id: endpoint.id, establishmentId: null, createdBy: preparator.user.id });
    expect(((await call(key, 'GET', '/webhook-endpoints')).json as { items: unknown[] }).items).toHaveLength(
      1,
    );
    const rotated = await call(key, 'POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`);
    expect((rotated.json as { secret: string }).secret).not.toBe(secret);
    expect((await call(key, 'DELETE', `/webhook-endpoints/${endpoint.id}`)).status).toBe(204);
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
  });
});
