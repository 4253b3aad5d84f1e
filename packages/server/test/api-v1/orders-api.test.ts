import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { apiOrderPageSchema, apiOrderSchema } from '@conque/domain/public-api/v1-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, orders, patientDataReads } from '../../src/db/schema/index';
import { recordOrderEvent } from '../../src/features/order-history/record-order-event';
import { insertRegisteredOrder } from '../features/orders/orders-test-kit';
import { insertEstablishment, signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// The orders of /api/v1, read with a key; every answer parsed with its schema.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyFor = async (token: string, scopes: string[]) => {
  const response = await t.request('/api/api-keys', { token, body: { name: 'Logiciel du labo', scopes } });
  expect(response.status).toBe(201);
  return ((await response.json()) as CreatedApiKey).secret;
};

const get = async (key: string, path: string) => {
  const response = await t.app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/** A scene of its own: one establishment's orders, changed at known instants. */
const scene = async () => {
  const own = await insertEstablishment(t.db);
  const other = await insertEstablishment(t.db);
  const manager = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: own.id });
  const stranger = await signedInUser(t.db, t.config, { role: 'manager', establishmentId: other.id });
  const base = Date.parse('2031-03-01T08:00:00.123Z');
  const made = [];
  for (let index = 0; index < 5; index++) {
    made.push(
      await insertRegisteredOrder(t.db, {
        establishmentId: own.id,
        createdBy: manager.user.id,
        status: index === 4 ? 'in_progress' : 'registered',
        // Microseconds, which a JavaScript date would round off: the cursor must keep them.
        updatedAt: sql`${new Date(base + index * 1000).toISOString()}::timestamptz + interval '0.000456 second'`,
      } as never),
    );
  }
  await insertRegisteredOrder(t.db, { establishmentId: other.id, createdBy: stranger.user.id });
  return { own, manager, made, base };
};

describe('GET /api/v1/orders', () => {
  it('walks the establishment’s orders by pages, oldest change first, with a cursor that loses none', async () => {
    const { manager, made } = await scene();
    const key = await keyFor(manager.token, ['orders:read']);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { status, json } = await get(key, `/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      const page = apiOrderPageSchema.parse(json);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(made.map((order) => order.id));
    expect(pages).toBe(3);
  });

  it('writes instants as JavaScript does (UTC, milliseconds) and dates as days', async () => {
    const { manager, made, base } = await scene();
    const key = await keyFor(manager.token, ['orders:read']);
    const [first] = apiOrderPageSchema.parse((await get(key, '/orders?limit=1')).json).items;
    const [stored] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.id, made[0]?.id ?? ''));
    expect(first).toEqual({
      id: stored?.id,
      order_number: stored?.orderNumber,
      status: 'registered',
      establishment_id: stored?.establishmentId,
      patient_first_name: stored?.patientFirstName,
      patient_last_name: stored?.patientLastName,
      shipping_method: stored?.shippingMethod,
      created_at: stored?.createdAt.toISOString(),
      updated_at: new Date(base).toISOString(),
      validated_at: stored?.validatedAt?.toISOString() ?? null,
      promised_ship_on: stored?.promisedShipOn ?? null,
    });
  });

  it('filters by statuses and updated_since', async () => {
    const { manager, made, base } = await scene();
    const key = await keyFor(manager.token, ['orders:read']);
    const inProgress = apiOrderPageSchema.parse((await get(key, '/orders?status=in_progress')).json);
    expect(inProgress.items.map((item) => item.id)).toEqual([made[4]?.id]);
    const both = apiOrderPageSchema.parse((await get(key, '/orders?status=registered,in_progress')).json);
    // Two statuses: two walks merged in the one order of the list.
    expect(both.items.map((item) => item.id)).toEqual(made.map((order) => order.id));
    const paged = apiOrderPageSchema.parse(
      (await get(key, '/orders?status=in_progress,registered&limit=3')).json,
    );
    const rest = apiOrderPageSchema.parse(
      (await get(key, `/orders?status=in_progress,registered&limit=3&cursor=${paged.next_cursor}`)).json,
    );
    expect([...paged.items, ...rest.items].map((item) => item.id)).toEqual(made.map((order) => order.id));
    expect(rest.next_cursor).toBeNull();
    // ISO 8601 instants PostgreSQL has no date for (year 0, an offset across year 1) mean « since always ».
    for (const always of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00-23:59']) {
      const all = apiOrderPageSchema.parse((await get(key, `/orders?updated_since=${always}`)).json);
      expect(all.items).toHaveLength(made.length);
    }
    const since = new Date(base + 3000).toISOString();
    const recent = apiOrderPageSchema.parse((await get(key, `/orders?updated_since=${since}`)).json);
    expect(recent.items.map((item) => item.id)).toEqual([made[3]?.id, made[4]?.id]);
  });

  it('answers 400 naming the field for a bad status, date, limit, cursor or an unknown parameter', async () => {
    const { manager } = await scene();
    const key = await keyFor(manager.token, ['orders:read']);
    const cases: [string, string, string][] = [
      ['status=draft', 'status', 'Statut : Statut inconnu'],
      ['updated_since=hier', 'updated_since', 'Modifiées depuis : Date invalide'],
      ['limit=500', 'limit', 'Nombre par page : Au plus 100'],
      ['cursor=bm9uc2Vuc2U', 'cursor', 'Curseur : curseur invalide'],
      // A date JavaScript reads but PostgreSQL would refuse; an id that is not a uuid.
      [
        `cursor=${Buffer.from(`1|${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`).toString('base64url')}`,
        'cursor',
        'Curseur : curseur invalide',
      ],
      [
        `cursor=${Buffer.from('2026-11-26 20:30:00.123456+00|------------------------------------').toString('base64url')}`,
        'cursor',
        'Curseur : curseur invalide',
      ],
      ['page=2', '', 'Champ inconnu : page'],
    ];
    for (const [query, field, message] of cases) {
      const { status, json } = await get(key, `/orders?${query}`);
      const error = json.error as { code: string; message: string; field?: string };
      expect({ status, code: error.code, field: error.field ?? '' }, query).toEqual({
        status: 400,
        code: 'bad_request',
        field,
      });
      expect(error.message, query).toContain(message);
    }
  });
});

describe('GET /api/v1/orders/{id}', () => {
  it('answers the order, its configuration, its files with links (files:read) and its history', async () => {
    const { manager, made } = await scene();
    const order = made[0];
    if (!order) throw new Error('no order');
    await t.db
      .update(orders)
      .set({
        stlFiles: [
          {
            name: 'gauche.stl',
            path: `${order.id}/gauche_1.stl`,
            size: 84,
            type: 'model/stl',
            uploadedAt: new Date().toISOString(),
          },
        ],
      })
      .where(eq(orders.id, order.id));
    await recordOrderEvent(t.db, { orderId: order.id, actor: { id: manager.user.id }, kind: 'validated' });
    const withFiles = await keyFor(manager.token, ['orders:read', 'files:read']);
    const [key] = await t.db.select().from(apiKeys).where(eq(apiKeys.createdBy, manager.user.id));
    // What the write side records for a change made with a key: « via l'API » with its name.
    await recordOrderEvent(t.db, {
      orderId: order.id,
      actor: { id: manager.user.id, apiKey: { id: key?.id ?? '', name: 'Logiciel du labo' } },
      kind: 'content_changed',
    });
    const { status, json } = await get(withFiles, `/orders/${order.id}`);
    expect(status).toBe(200);
    const view = apiOrderSchema.parse(json);
    expect(view.configuration).toEqual(expect.objectContaining({ left: expect.anything() }));
    expect(view.files).toEqual([
      expect.objectContaining({
        name: 'gauche.stl',
        download_url: expect.stringContaining('/files/stl_files/'),
      }),
    ]);
    expect(view.history).toEqual([
      expect.objectContaining({ kind: 'validated', actor_name: 'Camille Martin', via_api_key: null }),
      expect.objectContaining({
        kind: 'content_changed',
        actor_name: 'Camille Martin',
        via_api_key: 'Logiciel du labo',
      }),
    ]);
    const screen = await t.request(`/api/orders/${order.id}/history`, { token: manager.token });
    expect(
      ((await screen.json()) as { items: { api_key_name: string | null }[] }).items.map(
        (item) => item.api_key_name,
      ),
    ).toEqual(['Logiciel du labo', null]);
    const readsOnly = await keyFor(manager.token, ['orders:read']);
    expect(
      apiOrderSchema.parse((await get(readsOnly, `/orders/${order.id}`)).json).files[0]?.download_url,
    ).toBeNull();
    // The read of the patient's data is in the access log, as a read on screen is.
    const reads = await t.db.select().from(patientDataReads).where(eq(patientDataReads.orderId, order.id));
    expect(reads.map((read) => read.kind)).toEqual(['detail', 'detail']);
  });

  it('answers 404 for another establishment’s order and 400 for a malformed id', async () => {
    const { manager } = await scene();
    const stranger = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: (await insertEstablishment(t.db)).id,
    });
    const theirs = await insertRegisteredOrder(t.db, {
      establishmentId: stranger.profile.establishmentId ?? '',
      createdBy: stranger.user.id,
    });
    const key = await keyFor(manager.token, ['orders:read']);
    expect(await get(key, `/orders/${theirs.id}`)).toEqual({
      status: 404,
      json: { error: { code: 'not_found', message: 'Commande introuvable.' } },
    });
    expect((await get(key, '/orders/pas-un-id')).status).toBe(400);
  });
});
