import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../packages/server/src/db/client';

// One way to send SQL to either database the server supports, for the generator and the checks: the
// client under the server's own Drizzle instance (openDatabase), so the bench runs on the schema the
// migrations made and through the same drivers.

export type Row = Record<string, unknown>;
export type Sql = (text: string, params?: unknown[]) => Promise<Row[]>;

/** A single session (PostgreSQL: one pooled connection held), so SET applies to every statement. */
export const withSession = async <T>(database: Database, work: (sql: Sql) => Promise<T>): Promise<T> => {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return work(async (text, params) => (await client.query<Row>(text, params)).rows);
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const connection = await pool.connect();
  try {
    return await work(async (text, params) => (await connection.query<Row>(text, params)).rows);
  } finally {
    connection.release();
  }
};
