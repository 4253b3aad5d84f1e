import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { readiness } from '../../src/http/health-routes';
import type { Storage } from '../../src/storage/storage';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health probes', () => {
  it('/healthz says the process is up, without authentication', async () => {
    const response = await t.request('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz says ready when the database, its migrations and the storage answer', async () => {
    const response = await t.request('/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while the storage fails, and says no more than that', async () => {
    const broken: Storage = {
      ...t.storage,
      exists: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000')),
    };
    await expect(
      readiness({ db: t.db, config: t.config, now: () => new Date(), storage: broken }),
    ).rejects.toThrow('ECONNREFUSED');
  });

  it('is not ready while a migration is missing', async () => {
    await t.db.execute(sql`create table drizzle.kept as select * from drizzle.__drizzle_migrations`);
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.kept)`,
    );
    // The reason goes to the log, not to the caller.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await t.request('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not_ready' });
      expect(JSON.stringify(logged.mock.calls)).toContain('migrations appliquées');
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations select * from drizzle.kept
        where id not in (select id from drizzle.__drizzle_migrations)`);
      await t.db.execute(sql`drop table drizzle.kept`);
    }
    expect((await t.request('/readyz')).status).toBe(200);
  });

  it('is not ready once the process is stopping, and then closes each connection after its answer', async () => {
    const lifecycle = { stopping: false };
    const app = createApp({
      db: t.db,
      config: t.config,
      now: () => new Date(),
      storage: t.storage,
      lifecycle,
    });
    const before = await app.request('/readyz');
    expect(before.status).toBe(200);
    expect(before.headers.get('connection')).toBeNull();

    lifecycle.stopping = true;
    const after = await app.request('/readyz');
    expect(after.status).toBe(503);
    expect(await after.json()).toEqual({ status: 'not_ready' });
    expect(after.headers.get('connection')).toBe('close');
    // Still alive: only readiness changes.
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
