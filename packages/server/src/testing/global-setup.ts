import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client';
import {
  newTestRun,
  runStartedAt,
  STALE_AFTER_SECONDS,
  templateDb,
  withDatabaseName,
} from './test-database-url';

const dropDatabase = async (url: string, name: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
};

// With TEST_DATABASE_URL, migrate a template database once; each test file then clones it (fast, isolated).
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const run = newTestRun();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const existing = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like 'conque\\_%'`,
  );
  const now = Date.now() / 1000;
  for (const { datname } of existing.rows) {
    const started = runStartedAt(datname);
    if (started !== undefined && now - started > STALE_AFTER_SECONDS) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  }
  await admin.query(`create database "${templateDb(run)}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, templateDb(run)) });
  await migrateDatabase(database);
  await database.close();
  return () => dropDatabase(url, templateDb(run));
}
