import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import { openReadCache } from '../../src/db/read-cache';
import { openLiveHub } from '../../src/kernel/live-hub';
import { createLocalStorage } from '../../src/storage/local-storage';
import type { Storage } from '../../src/storage/storage';
import { createTestDb } from './create-test-db';
import { TEST_MFA_KEY } from './test-mfa-key';

export { TEST_MFA_KEY };

export const TEST_PUBLIC_URL = 'http://conque.test';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({
    DATA_DIR: '/tmp/conque-test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    MFA_ENCRYPTION_KEY: TEST_MFA_KEY,
  }),
  publicUrl: TEST_PUBLIC_URL,
  ...overrides,
});

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: Db;
  /** The database behind `db` (its pool on PostgreSQL, its URL for a process of the test's own). */
  database: Database & { url?: string };
  config: Config;
  storage: Storage;
  /** The local storage's root, fresh per test file: `<filesDir>/<bucket>/<key>`. */
  filesDir: string;
  close: () => Promise<void>;
  /** Calls the app like a browser would: JSON in, the response out. */
  request: (
    path: string,
    init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Response>;
};

/**
 * The real app on a fresh database: one per test file. `storage` replaces the local driver (the S3
 * driver on test/support/s3-server.ts); `filesDir` then stays empty.
 */
export const createTestApp = async (
  overrides: Partial<Config> = {},
  options: { storage?: Storage; live?: boolean } = {},
): Promise<TestApp> => {
  const database = await createTestDb();
  const config = testConfig(overrides);
  const now = () => new Date();
  const filesDir = mkdtempSync(join(tmpdir(), 'conque-files-'));
  const storage = options.storage ?? createLocalStorage({ root: filesDir, secret: config.jwtSecret, now });
  // As in main.ts, so that every test also checks that the cache never serves a stale session.
  const cache = await openReadCache(database);
  // Live events for the files that test them: two more listening connections.
  const live = options.live ? await openLiveHub(database) : undefined;
  const app = createApp({ db: database.db, config, now, storage, cache, live });
  const request: TestApp['request'] = async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    return app.request(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        init.body === undefined
          ? undefined
          : typeof init.body === 'string'
            ? init.body
            : JSON.stringify(init.body),
    });
  };
  const close = async () => {
    await live?.close();
    await cache.close();
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  return { app, db: database.db, database, config, storage, filesDir, close, request };
};
