import pg from 'pg';
import { migrateDatabase, openDatabase } from '../db/client';
import { TEMPLATE_DB, withDatabaseName } from './test-database-url';

// With TEST_DATABASE_URL, migrate a template database once; each test file then clones it (fast, isolated).
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const stale = await admin.query(
    `select datname from pg_database where datname like 'conque_test_%' or datname = $1`,
    [TEMPLATE_DB],
  );
  for (const row of stale.rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
  await admin.query(`create database "${TEMPLATE_DB}"`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabaseName(url, TEMPLATE_DB) });
  await migrateDatabase(database);
  await database.close();
}
