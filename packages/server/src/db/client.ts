import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../logging/logger';
import { type PoolChanges, poolChangeHearing } from './change-feed';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: use cases accept both. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: the pool, for work that must hold one session (the migration lock). */
  pool?: pg.Pool;
  /** PostgreSQL only: the changes its connections hear (db/change-feed.ts). */
  poolChanges?: PoolChanges;
};

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Plain JavaScript beside this module (copied beside the bundle by scripts/build.mjs): it runs in a
// process of its own, without tsx.
const INIT_PGLITE_SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'init-pglite-data-dir.mjs');

/**
 * PGlite's PostgreSQL settings (decision 55). shared_buffers: 128 MB by default, all of it touched
 * in the WebAssembly memory at start; 16 MB holds the working set of a lab's lists, the rest comes
 * from the operating system's page cache through the data directory.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * A new data directory is made by initdb, which PGlite runs in a second WebAssembly instance of
 * PostgreSQL beside the one it keeps: a few hundred MB that this process would hold until its end.
 * A child process does it and exits, and this one opens the directory made.
 */
const initPgliteDataDir = async (dataDir: string) => {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, [INIT_PGLITE_SCRIPT, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.once('error', fail);
    child.once('exit', done);
  });
  if (code !== 0) throw new Error(`initialisation de la base PGlite impossible (code ${code}) : ${stderr}`);
};

/** PGlite under `dataDir` (or in memory with `memory://`), or PostgreSQL when a URL is given. */
export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> => {
  if (options.databaseUrl) {
    // JIT compiling costs hundreds of ms on the large plans of a 1 M-order list and never pays back
    // on queries answering in milliseconds (bench/order-list.ts).
    // A connection that cannot be made in 5 s fails the request (a French 503) instead of hanging it.
    const hearing = poolChangeHearing();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 20,
      options: '-c jit=off',
      connectionTimeoutMillis: 5_000,
      onConnect: hearing.onConnect,
    });
    // An idle connection the server drops (restart, failover) must not crash the process (pg's advice).
    pool.on('error', (error) =>
      logger.warn(
        { err: { name: error.name, message: error.message } },
        'PostgreSQL : connexion inactive perdue',
      ),
    );
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end(), pool, poolChanges: hearing.changes };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    await initPgliteDataDir(dataDir);
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
};

// Any fixed 64-bit key, the same in every process of every version: "conque" in ASCII.
const MIGRATION_LOCK_KEY = '111542662673765';

/**
 * The same committed SQL migrations for both databases. On PostgreSQL, processes starting together
 * take turns under an advisory lock held by the migrating session: the second finds the work done.
 * (PGlite is held by one process: its data-directory lock already excludes a second one.)
 */
export const migrateDatabase = async (database: Database): Promise<void> => {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (!database.pool) {
    await migratePglite(database.db as never, config);
    return;
  }
  const session = await database.pool.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: session, schema }) as never, config);
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    session.release();
  }
};

/** SQLSTATE of a driver error; Drizzle wraps it in `cause` (docs/design.md §7). */
export const sqlState = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** The constraint a driver error names (for 23505 on establishments_siret_key, say). */
export const sqlConstraint = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};
