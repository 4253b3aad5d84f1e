import { mkdirSync } from 'node:fs';
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
};

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** PGlite under `dataDir` (or in memory with `memory://`), or PostgreSQL when a URL is given. */
export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<Database> => {
  if (options.databaseUrl) {
    // JIT compiling costs hundreds of ms on the large plans of a 1 M-order list and never pays back
    // on queries answering in milliseconds (bench/order-list.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20, options: '-c jit=off' });
    // An idle connection the server drops (restart, failover) must not crash the process (pg's advice).
    pool.on('error', (error) => console.warn(`PostgreSQL : connexion inactive perdue (${error.message})`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end(), pool };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
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

/** SQLSTATE of a driver error; Drizzle wraps it in `cause` (DESIGN §7). */
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
