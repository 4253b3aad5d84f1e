import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Actor } from '@conque/domain/permissions/can';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../../packages/server/src/config';
import type { Db } from '../../packages/server/src/db/client';
import * as schema from '../../packages/server/src/db/schema/index';
import { listOrders } from '../../packages/server/src/features/orders/list-orders';
import { listOrdersQuerySchema } from '../../packages/server/src/features/orders/order-input';
import type { Deps } from '../../packages/server/src/kernel/deps';
import { createLocalStorage } from '../../packages/server/src/storage/local-storage';
import { type ListQuery, queryString } from './scenarios';

// The exact SQL the order list sends, taken from the product rather than rewritten: listOrders runs
// once on a Drizzle instance whose logger records every query and its parameters, with the query
// string parsed by the route's own schema. pgbench then replays these statements.

export type CapturedQuery = { sql: string; params: unknown[] };

export const captureListSql = async (
  databaseUrl: string,
  actor: Actor,
  query: ListQuery,
): Promise<CapturedQuery[]> => {
  const captured: CapturedQuery[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-sql-'));
  try {
    const db = drizzle({
      client: pool,
      schema,
      logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
    }) as unknown as Db;
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    });
    const now = () => new Date();
    const storage = createLocalStorage({ root: join(dataDir, 'files'), secret: config.jwtSecret, now });
    const deps: Deps = { db, config, now, storage };
    const parsed = listOrdersQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString(query))));
    await listOrders(deps, actor, parsed);
    return captured;
  } finally {
    await pool.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
