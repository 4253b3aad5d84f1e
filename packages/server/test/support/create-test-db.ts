import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, sqlState } from '../../src/db/client';
import { openPgliteFromTemplate } from './pglite-template';
import { templateDb, testDbName, withDatabaseName } from './test-database-url';

/**
 * A fresh, migrated database: an in-memory PGlite loaded from the run's migrated template, or a
 * clone of the PostgreSQL template when TEST_DATABASE_URL is set (both made by global-setup.ts).
 */
export const createTestDb = async (): Promise<Database & { url?: string }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPgliteFromTemplate();
  const name = testDbName(randomBytes(6).toString('hex'));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${templateDb()}"`);
  await admin.end();
  const databaseUrl = withDatabaseName(url, name);
  const database = await openDatabase({ databaseUrl });
  return {
    ...database,
    /** For a server process of the test's own (testing/server-process.ts). */
    url: databaseUrl,
    close: async () => {
      await database.close();
      await dropWhenFree(url, name);
    },
  };
};

// Without FORCE: forcing would kill connections the pool is still closing, and their FATAL 57P01
// would surface as unhandled errors. Retry while the last backends go away, then force.
const dropWhenFree = async (url: string, name: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        await admin.query(`drop database if exists "${name}"`);
        return;
      } catch (error) {
        if (sqlState(error) !== '55006') throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
};
