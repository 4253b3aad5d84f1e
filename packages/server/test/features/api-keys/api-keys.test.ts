import type { ApiKeyView, CreatedApiKey } from '@conque/domain/api-keys/api-key-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/app';
import { openReadCache, type ReadCache } from '../../../src/db/read-cache';
import { apiKeys, profiles } from '../../../src/db/schema/index';
import { hashToken } from '../../../src/kernel/secrets';
import { insertEstablishment, signedInUser } from '../../support/factories';
import { createTestApp, type TestApp } from '../../support/test-app';

// API keys, created from a session, used on /api/v1, revoked at once everywhere.
// On PGlite and PostgreSQL (the cache hears the revocation through each engine's notifications).

let t: TestApp;
let secondCache: ReadCache;
let second: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { api_key: { limit: 5, windowSeconds: 60 } } });
  // Another process on the same database: its own cache, which must hear the revocation.
  secondCache = await openReadCache(t.database);
  second = createApp({
    db: t.db,
    config: t.config,
    now: () => new Date(),
    storage: t.storage,
    cache: secondCache,
  });
});
afterAll(async () => {
  await secondCache.close();
  await t.close();
});

type ErrorJson = { error: { code: string; message: string; field?: string } };

const createKey = async (token: string, body: unknown) => {
  const response = await t.request('/api/api-keys', { token, body });
  return { status: response.status, json: (await response.json()) as CreatedApiKey & ErrorJson };
};

const withKey = (key: string, path = '/api/v1/orders', app: { request: typeof t.app.request } = t.app) =>
  app.request(path, { headers: { authorization: `Bearer ${key}` } });

const until = async (check: () => Promise<boolean>) => {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
};

const preparatorWithKey = async (scopes = ['orders:read']) => {
  const me = await signedInUser(t.db, t.config, { role: 'preparator' });
  const { json } = await createKey(me.token, { name: 'Logiciel de CAO', scopes });
  return { me, key: json };
};

describe('creating, listing and revoking keys', () => {
  it('shows the secret once, stores only its hash, lists the key without it', async () => {
    const { me, key } = await preparatorWithKey(['orders:read', 'files:read']);
    expect(key.secret).toMatch(/^cq_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(`cq_live_${key.prefix}_`)).toBe(true);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.secretHash).toBe(hashToken(key.secret.split('_').slice(3).join('_')));
    expect(row?.establishmentId).toBeNull();
    const list = (await (await t.request('/api/api-keys', { token: me.token })).json()) as ApiKeyView[];
    expect(list).toEqual([
      expect.objectContaining({
        id: key.id,
        name: 'Logiciel de CAO',
        prefix: key.prefix,
        last_used_at: null,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(key.secret.slice(-20));
  });

  it('refuses a scope the role cannot grant, an unknown one, no name, a past expiry: 400 naming the field', async () => {
    const manager = await signedInUser(t.db, t.config, {
      role: 'manager',
      establishmentId: (await insertEstablishment(t.db)).id,
    });
    const cases: [unknown, string, string][] = [
      [
        { name: 'A', scopes: ['statuses:write'] },
        'scopes',
        'Droits : votre rôle ne peut accorder « Changer les statuts et demander une nouvelle empreinte »',
      ],
      [{ name: 'A', scopes: ['orders:delete'] }, 'scopes.0', 'Droits : Droit inconnu'],
      [{ name: 'A', scopes: [] }, 'scopes', 'Droits : Choisissez au moins un droit'],
      [{ name: ' ', scopes: ['orders:read'] }, 'name', 'Nom : Ce champ est obligatoire'],
      [
        { name: 'A', scopes: ['orders:read'], expires_on: '2020-01-01' },
        'expires_on',
        "Date d'expiration : la date doit être aujourd'hui ou plus tard",
      ],
    ];
    for (const [body, field, message] of cases) {
      const { status, json } = await createKey(manager.token, body);
      expect({ status, error: json.error }).toEqual({
        status: 400,
        error: { code: 'bad_request', message, field },
      });
    }
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.createdBy, manager.user.id))).toEqual([]);
  });

  it('refuses users, viewers and a manager without establishment (403)', async () => {
    for (const role of ['user', 'viewer', 'manager'] as const) {
      const establishmentId = role === 'manager' ? null : (await insertEstablishment(t.db)).id;
      const person = await signedInUser(t.db, t.config, { role, establishmentId });
      const { status, json } = await createKey(person.token, { name: 'A', scopes: ['orders:read'] });
      expect({ status, code: json.error.code }).toEqual({ status: 403, code: 'forbidden' });
    }
  });

  it('refuses a préparateur’s session before its second factor (aal1): 403, no key', async () => {
    const me = await signedInUser(t.db, t.config, { role: 'preparator', aal: 'aal1', withFactor: true });
    const { status, json } = await createKey(me.token, { name: 'A', scopes: ['orders:read'] });
    expect({ status, code: json.error.code }).toEqual({ status: 403, code: 'mfa_verification_required' });
  });

  it('a revoked key is refused at once by this process and by another one that had it cached', async () => {
    const { me, key } = await preparatorWithKey();
    expect((await withKey(key.secret, '/api/v1/orders', second)).status).toBe(200);
    expect((await withKey(key.secret, '/api/v1/orders', second)).status).toBe(200);
    const revoked = await t.request(`/api/api-keys/${key.id}`, { method: 'DELETE', token: me.token });
    expect(revoked.status).toBe(200);
    const refused = await withKey(key.secret);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      error: { code: 'unauthorized', message: "Clé d'API absente, invalide, expirée ou révoquée." },
    });
    await until(async () => (await withKey(key.secret, '/api/v1/orders', second)).status === 401);
    expect(await (await t.request('/api/api-keys', { token: me.token })).json()).toEqual([]);
  });

  it('stops working when its creator loses the role, or the account goes', async () => {
    const { me, key } = await preparatorWithKey();
    expect((await withKey(key.secret, '/api/v1/orders', second)).status).toBe(200);
    await t.db.update(profiles).set({ role: 'viewer' }).where(eq(profiles.id, me.user.id));
    await until(async () => (await withKey(key.secret, '/api/v1/orders', second)).status === 401);
    expect((await withKey(key.secret)).status).toBe(401);
  });

  it('refuses a wrong secret with a known prefix, an expired key, and a session token on /api/v1', async () => {
    const { me, key } = await preparatorWithKey();
    const forged = `cq_live_${key.prefix}_${'A'.repeat(43)}`;
    expect((await withKey(forged)).status).toBe(401);
    expect((await withKey(me.token)).status).toBe(401);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    await until(async () => (await withKey(key.secret)).status === 401);
  });

  it('answers 403 naming the right the key lacks', async () => {
    const { key } = await preparatorWithKey(['invoices:read']);
    const response = await withKey(key.secret);
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.message).toBe(
      "Vous n'avez pas les droits nécessaires pour cette action. Cette clé n'a pas le droit « Lire les commandes ».",
    );
  });

  it('records the last use (date and address) and limits each key to its rate', async () => {
    const { me, key } = await preparatorWithKey();
    const statuses: number[] = [];
    for (let call = 0; call < 6; call++) statuses.push((await withKey(key.secret)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const [listed] = (await (await t.request('/api/api-keys', { token: me.token })).json()) as ApiKeyView[];
    expect(Date.parse(listed?.last_used_at ?? '')).not.toBeNaN();
    expect(listed?.last_used_address).toBeTruthy();
    // Another key of the same person has its own count.
    const { json: other } = await createKey(me.token, { name: 'Autre', scopes: ['orders:read'] });
    expect((await withKey(other.secret)).status).toBe(200);
  });
});
