import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { templateDb, testDbName, withDatabaseName } from './test-database-url';

/** A fresh, migrated database: in-memory PGlite, or a clone of the PostgreSQL template when TEST_DATABASE_URL is set. */
export const createTestDb = async (): Promise<Database> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await migrateDatabase(database);
    return database;
  }
  const name = testDbName(randomBytes(6).toString('hex'));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${templateDb()}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
};
