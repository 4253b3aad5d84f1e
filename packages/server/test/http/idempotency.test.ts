import type { CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireApiKey } from '../../src/api-v1/require-api-key';
import { idempotencyKeys } from '../../src/db/schema/index';
import { AppError } from '../../src/http/app-error';
import type { AppEnv } from '../../src/http/context';
import { IDEMPOTENCY_MESSAGES, idempotency, pruneIdempotencyKeys } from '../../src/http/idempotency';
import { signedInUser } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// Idempotency-Key on the POSTs of /api/v1 (the write side mounts it through
// keyRoute). Here on a POST of the test's own that counts its runs, behind the real key check.

let t: TestApp;
let runs = 0;
let key: string;
const probe = new Hono<AppEnv>();
beforeAll(async () => {
  t = await createTestApp();
  probe.use(async (c, next) => {
    c.set('deps', { db: t.db, config: t.config, now: () => new Date(), storage: t.storage });
    await next();
  });
  probe.post('/thing', requireApiKey, idempotency, async (c) => {
    const body = (await c.req.json()) as { fail?: boolean; crash?: boolean };
    runs += 1;
    if (body.fail) throw AppError.badRequest('Nom : Ce champ est obligatoire', 'name');
    if (body.crash) throw new Error('boom');
    return c.json({ run: runs }, 201);
  });
  probe.onError((error, c) =>
    error instanceof AppError
      ? c.json({ error: { code: error.code, message: error.message, field: error.field } }, error.status)
      : c.json({ error: { code: 'internal', message: 'x' } }, 500),
  );
  const me = await signedInUser(t.db, t.config, { role: 'preparator' });
  const created = await t.request('/api/api-keys', {
    token: me.token,
    body: { name: 'CAO', scopes: ['orders:read'] },
  });
  key = ((await created.json()) as CreatedApiKey).secret;
});
afterAll(() => t.close());

const post = async (body: unknown, idempotencyKey?: string, bearer = key) => {
  const response = await probe.request('/thing', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${bearer}`,
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: await response.json(),
    replayed: response.headers.get('idempotent-replayed'),
  };
};

describe('Idempotency-Key', () => {
  it('runs once and replays the first answer; another body with the same key is a 409', async () => {
    const first = await post({ name: 'a' }, 'commande-1');
    expect(first).toEqual({ status: 201, json: { run: runs }, replayed: null });
    const again = await post({ name: 'a' }, 'commande-1');
    expect(again).toEqual({ status: 201, json: first.json, replayed: 'true' });
    expect(runs).toBe((first.json as { run: number }).run);
    expect(await post({ name: 'b' }, 'commande-1')).toEqual({
      status: 409,
      json: { error: { code: 'conflict', message: IDEMPOTENCY_MESSAGES.reused } },
      replayed: null,
    });
    // Without the header, each POST runs.
    const before = runs;
    await post({ name: 'a' });
    await post({ name: 'a' });
    expect(runs).toBe(before + 2);
  });

  it('replays a refused request’s 400 as it was, and lets a request that failed with a 500 run again', async () => {
    const refused = await post({ fail: true }, 'refus');
    expect(refused.status).toBe(400);
    const before = runs;
    expect(await post({ fail: true }, 'refus')).toEqual({ ...refused, replayed: 'true' });
    expect(runs).toBe(before);
    expect((await post({ crash: true }, 'panne')).status).toBe(500);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'panne'))).toEqual([]);
    expect((await post({ crash: true }, 'panne')).status).toBe(500);
    expect(runs).toBe(before + 2);
  });

  it('keeps a key 24 hours: the daily pruning removes it, and an old one is taken anew', async () => {
    await post({ name: 'c' }, 'ancienne');
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, 'ancienne'));
    const before = runs;
    expect((await post({ name: 'autre' }, 'ancienne')).replayed).toBeNull();
    expect(runs).toBe(before + 1);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, 'ancienne'));
    expect(await pruneIdempotencyKeys(t.db, new Date())).toBe(1);
  });

  it('refuses a malformed key (400 naming the header)', async () => {
    const { status, json } = await post({ name: 'a' }, 'é'.repeat(3));
    expect({ status, json }).toEqual({
      status: 400,
      json: {
        error: { code: 'bad_request', message: IDEMPOTENCY_MESSAGES.invalid, field: 'Idempotency-Key' },
      },
    });
  });
});
