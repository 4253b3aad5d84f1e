import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { buildServerIfStale } from './built-server';
import { makePgliteTemplate } from './pglite-template';
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

// Migrate a template database once per run; each test file then gets its own copy (fast, isolated):
// a PostgreSQL clone with TEST_DATABASE_URL, a PGlite loaded from a dump otherwise. The URL is the
// project's own (vitest.config.ts): one run may hold a PGlite project and a PostgreSQL one.
// The production bundle, which the tests of processes start, is built first when stale
// (built-server.ts); the projects' setups run one after the other, so the second finds it fresh.
export default async function setup(project: TestProject) {
  buildServerIfStale();
  const url = project.config.env.TEST_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return makePgliteTemplate();
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
