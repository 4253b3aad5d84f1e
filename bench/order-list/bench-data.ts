import { existsSync, rmSync } from 'node:fs';
import pg from 'pg';
import { hashPassword } from '../../packages/server/src/auth/passwords';
import { type Database, migrateDatabase, openDatabase } from '../../packages/server/src/db/client';
import { BENCH_PASSWORD, insertBenchAccounts, insertBenchEstablishments } from './bench-accounts';
import { type Sql, withSession } from './bench-sql';
import { CITIES, STREETS } from './french-names';
import { generateOrders } from './generate-orders';

// The bench's databases, made by the project's own openDatabase + migrateDatabase and then filled:
// a dedicated PostgreSQL database, or a PGlite directory under bench/.data (git-ignored). Both are
// kept and reused while they hold the same number of orders: generating takes minutes.

export const ESTABLISHMENTS = 2000;
const BATCH = 100_000;

/** First validation on 1 January 2025 in Paris, the last now: order numbers of 2025 and 2026. */
const FIRST_ORDER_AT = new Date('2024-12-31T23:00:00Z');

/**
 * What the generator writes; a database made by an earlier one is made again. 2: shipping dates,
 * promised days, remakes, invoices and credit notes (for the statistics).
 */
const GENERATOR_VERSION = 2;

const generatedCount = async (sql: Sql): Promise<number | null> => {
  const [table] = await sql(`SELECT to_regclass('bench_meta') IS NOT NULL AS present`);
  if (!table?.present) return null;
  const [meta] = await sql('SELECT to_jsonb(m) AS meta FROM bench_meta m');
  const row = meta?.meta as { orders?: number; version?: number } | undefined;
  return row?.version === GENERATOR_VERSION ? Number(row.orders) : null;
};

const fill = async (database: Database, count: number, log: (line: string) => void) => {
  const started = performance.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await withSession(database, async (sql) => {
    // A bench database: losing the last commits in a crash only means generating again.
    if (database.kind === 'postgres') await sql('SET synchronous_commit = off');
    await sql(`SET maintenance_work_mem = '${database.kind === 'postgres' ? '512MB' : '128MB'}'`);
    await insertBenchEstablishments(sql, ESTABLISHMENTS, {
      cities: CITIES.map(([city]) => city),
      postalCodes: CITIES.map(([, postalCode]) => postalCode),
      streets: STREETS,
    });
    await insertBenchAccounts(sql, passwordHash);
    await generateOrders(sql, { count, batchSize: BATCH, start: FIRST_ORDER_AT, end: new Date(), log });
    // VACUUM too: the visibility map a settled table has, which index-only scans rely on.
    await sql('VACUUM ANALYZE');
    await sql(
      'CREATE TABLE bench_meta (orders int NOT NULL, version int NOT NULL, generated_at timestamptz NOT NULL DEFAULT now())',
    );
    await sql('INSERT INTO bench_meta (orders, version) VALUES ($1, $2)', [count, GENERATOR_VERSION]);
  });
  log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
};

export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Several people may bench on one shared PostgreSQL: BENCH_DATABASE names a database of one's own.
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'conque_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(BENCH_DATABASE))
  throw new Error('BENCH_DATABASE: a lower-case SQL identifier');

export const benchDatabaseUrl = (name = BENCH_DATABASE) => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The PostgreSQL bench database with `count` orders: reused when it has them, else made again.
 * `name`: another database than BENCH_DATABASE (bench/busy-day.ts has its own).
 */
export const openPostgresBench = async (
  count: number,
  log: (line: string) => void,
  name = BENCH_DATABASE,
) => {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) {
      const database = await openDatabase({ databaseUrl: benchDatabaseUrl(name) });
      const present = await withSession(database, generatedCount);
      if (present === count) {
        log(`PostgreSQL: ${name} already holds ${count} generated orders, reused.`);
        // Migrations added since the data was generated (the server would run them anyway).
        await migrateDatabase(database);
        return database;
      }
      await database.close();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  log(`PostgreSQL: generating ${count} orders in ${name}…`);
  const database = await openDatabase({ databaseUrl: benchDatabaseUrl(name) });
  await migrateDatabase(database);
  await fill(database, count, log);
  return database;
};

/** The PGlite directory with `count` orders, likewise reused or made again. */
export const openPgliteBench = async (dataDir: string, count: number, log: (line: string) => void) => {
  if (existsSync(dataDir)) {
    const database = await openDatabase({ dataDir });
    if ((await withSession(database, generatedCount)) === count) {
      log(`PGlite: ${dataDir} already holds ${count} generated orders, reused.`);
      await migrateDatabase(database);
      return database;
    }
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  log(`PGlite: generating ${count} orders in ${dataDir}…`);
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await fill(database, count, log);
  return database;
};

/** Drops the PostgreSQL bench database (`--drop`): nothing left behind on a shared server. */
export const dropPostgresBench = async (log: (line: string) => void) => {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    log(`PostgreSQL: ${BENCH_DATABASE} dropped.`);
  } finally {
    await admin.end();
  }
};
