import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema/index';
import { createTestDb } from '../support/create-test-db';
import { migratedDataDir, PGLITE_TEMPLATE_DIR_ENV } from '../support/pglite-template';
import { TEST_MFA_KEY, testConfig } from '../support/test-app';

// The database of a server process a test starts and kills: a clone of the PostgreSQL template when
// TEST_DATABASE_URL is set, else the embedded default itself, PGlite in the process's DATA_DIR
// (a copy of the run's migrated template). PGlite is held by one process at a time: the test
// reads and writes it only while no server runs.

export type ProcessDatabase = {
  /** The environment of the server process: DATA_DIR, JWT_SECRET, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  /** The JWT secret the server signs with, for factories' tokens. */
  config: ReturnType<typeof testConfig>;
  /** Runs `work` on the database (on PGlite, never while a server holds it). */
  use: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export const processDatabase = async (): Promise<ProcessDatabase> => {
  const config = testConfig();
  if (process.env.TEST_DATABASE_URL) {
    const dataDir = mkdtempSync(join(tmpdir(), 'conque-process-'));
    const env = { DATA_DIR: dataDir, JWT_SECRET: config.jwtSecret, MFA_ENCRYPTION_KEY: TEST_MFA_KEY };
    const database = await createTestDb();
    return {
      env: { ...env, DATABASE_URL: database.url ?? '' },
      dataDir,
      config,
      use: (work) => work(database.db),
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!process.env[PGLITE_TEMPLATE_DIR_ENV])
    throw new Error(`${PGLITE_TEMPLATE_DIR_ENV} is not set: the global setup did not run`);
  const dataDir = migratedDataDir('conque-process-');
  return {
    env: { DATA_DIR: dataDir, JWT_SECRET: config.jwtSecret },
    dataDir,
    config,
    use: async (work) => {
      const client = await PGlite.create(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
      try {
        return await work(drizzle({ client, schema }) as unknown as Db);
      } finally {
        await client.close();
      }
    },
    close: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
};
