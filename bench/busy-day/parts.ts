import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSmtpServer } from '../../packages/server/test/mail/smtp-test-kit';
import { startS3Server } from '../../packages/server/test/support/s3-server';
import { benchDatabaseUrl, openPostgresBench, POSTGRES_ADMIN_URL } from '../order-list/bench-data';
import { forkServer, freePort, ROOT, stopServer } from '../server-process';
import { startProxy } from './proxy';
import { HISTORY_ORDERS } from './workload';

// The parts of the day: a fresh PostgreSQL database with the lists' history, the test S3 server, a
// local SMTP server that keeps every message, and two server processes (main.ts) behind the
// round-robin proxy. `stop` takes them all down again and drops the database.

export const DATABASE = 'conque_busy_day';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** main.ts on `port`, reporting its memory after a GC (bench/report-memory.ts). */
const startServer = (port: number, env: Record<string, string>) =>
  forkServer({ ...env, PORT: String(port) }, [
    '--expose-gc',
    '--import',
    join(ROOT, 'bench/report-memory.ts'),
  ]);

export type Parts = Awaited<ReturnType<typeof startParts>>;

/** Everything started; the two processes may not serve yet (waitUntilUp on `ports`). */
export const startParts = async (log: (line: string) => void) => {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  const database = await openPostgresBench(HISTORY_ORDERS, log, DATABASE);
  await database.close();
  const databaseUrl = benchDatabaseUrl(DATABASE);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  const s3 = await startS3Server();
  const smtp = await startSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-busy-day-'));
  const env = {
    ...s3.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET,
    SMTP_URL: smtp.url,
    // Every request comes from 127.0.0.1 through the proxy: the per-address limits would stop the day.
    RATE_LIMIT_FACTOR: '100000',
  };
  const ports = [await freePort(), await freePort()];
  const servers: ChildProcess[] = ports.map((port) => startServer(port, env));
  const proxy = await startProxy(ports);
  return {
    db,
    s3,
    smtp,
    ports,
    servers,
    proxy,
    /** Process `index` started again on its port (after the kill). */
    restart: (index: number) => {
      const again = startServer(ports[index] as number, env);
      servers[index] = again;
      return again;
    },
    /** The servers, the database, S3 and SMTP stopped; the proxy is closed by the caller, before. */
    stop: async () => {
      for (const server of servers) await stopServer(server);
      await db.end();
      await s3.close();
      await smtp.close();
      await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
