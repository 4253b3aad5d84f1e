import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_PASSWORD } from './order-list/bench-accounts';
import { type BenchActor, benchActors } from './order-list/bench-actors';
import { benchDatabaseUrl, openPostgresBench } from './order-list/bench-data';
import { explainAnalyze } from './order-list/explain';
import { captureListSql } from './order-list/list-sql';
import { runLoad } from './order-list/load-driver';
import { ms } from './order-list/percentiles';
import { runPgbench } from './order-list/pgbench';
import { processCpuMs } from './order-list/process-cpu';
import { queryString, SCENARIOS } from './order-list/scenarios';
import { forkServer, freePort, signIn, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): GET /api/orders on PostgreSQL holding N generated orders, under
// 32 concurrent connections, for the manager of the largest establishment and for a preparator.
// Beside each, pgbench runs the exact SQL the endpoint sends (captured from listOrders) at the same
// concurrency, so the API's own cost shows as a ratio. Targets (issue 3): p95 ≤ 10 ms, and the API at
// most 1.5 × the bare query. --explain prints the plans of the scenarios that miss a target.
//
//   npm run bench -- order-list [orders, 1000000 by default] [seconds per API run, 15] [--explain]

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const ORDERS = Number(args[0] ?? 1_000_000);
const SECONDS = Number(args[1] ?? 15);
const EXPLAIN = process.argv.includes('--explain');
const CONNECTIONS = 32;
const PGBENCH_SECONDS = 20;
const TARGET_P95_MS = 10;
const TARGET_RATIO = 1.5;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const log = (line: string) => console.log(line);
const mark = (ok: boolean) => (ok ? 'atteint' : 'MANQUÉ');

const main = async () => {
  if (!Number.isInteger(ORDERS) || ORDERS < 1000) throw new Error('orders: an integer of 1000 or more');
  const database = await openPostgresBench(ORDERS, log);
  const actors = await benchActors(database);
  await database.close();
  const databaseUrl = benchDatabaseUrl();

  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-list-'));
  const port = await freePort();
  const server = forkServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), JWT_SECRET });
  try {
    await waitUntilUp(port);
    const tokens = {
      manager: await signIn(port, actors.manager.email, BENCH_PASSWORD),
      preparator: await signIn(port, actors.preparator.email, BENCH_PASSWORD),
    };
    log(
      `\nOrder list benchmark: real server (main.ts, PostgreSQL ${databaseUrl}), ${ORDERS} orders; ` +
        `${CONNECTIONS} connections, ${SECONDS} s per API run, pgbench -c ${CONNECTIONS} -j 2 -T ${PGBENCH_SECONDS} ` +
        `-M extended; load average at start ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')}`,
    );
    log(
      `  manager: ${actors.manager.email}, ${actors.manager.listed} listed orders in the establishment; ` +
        `preparator: ${actors.preparator.email}, ${actors.preparator.listed} listed orders`,
    );
    const rows: string[] = [];
    for (const scenario of SCENARIOS) {
      const actor: BenchActor = actors[scenario.who];
      const url = new URL(`http://127.0.0.1:${port}/api/orders${queryString(scenario.query)}`);
      const token = tokens[scenario.who];
      const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const page = (await first.json()) as { total?: number; items?: unknown[] };
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${JSON.stringify(page)}`);
      // Warm-up: the JIT, the pool's connections and the pages the query touches.
      await runLoad({ url, token, connections: CONNECTIONS, seconds: 2 });
      const cpuBefore = server.pid ? processCpuMs(server.pid) : null;
      const api = await runLoad({ url, token, connections: CONNECTIONS, seconds: SECONDS });
      const cpuAfter = server.pid ? processCpuMs(server.pid) : null;
      const cpuPerRequest =
        cpuBefore !== null && cpuAfter !== null
          ? `${((cpuAfter - cpuBefore) / api.requests).toFixed(2)} ms`
          : '—';
      if (api.errors) throw new Error(`${api.errors} failed requests, first: ${api.firstError}`);
      const queries = await captureListSql(databaseUrl, actor, scenario.query);
      const sql = await runPgbench({
        databaseUrl,
        queries,
        clients: CONNECTIONS,
        threads: 2,
        seconds: PGBENCH_SECONDS,
      });
      const ratio = api.latency.p95 / sql.latency.p95;
      const rate = api.perSecond / sql.tps;
      const title = `${scenario.who.padEnd(10)} ${scenario.label.padEnd(27)}`;
      log(
        `\n${title} ${queryString(scenario.query) || '(no query)'} → total ${page.total}, ${page.items?.length} rows`,
      );
      log(
        `  API      ${api.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(api.latency.p50)}  p95 ${ms(api.latency.p95)}  ` +
          `p99 ${ms(api.latency.p99)}  max ${ms(api.latency.max)} ms  (${api.requests} requests, ${api.errors} errors; ` +
          `server process CPU ${cpuPerRequest} a request)`,
      );
      log(
        `  pgbench  ${sql.tps.toFixed(0).padStart(6)} tx/s   p50 ${ms(sql.latency.p50)}  p95 ${ms(sql.latency.p95)}  ` +
          `p99 ${ms(sql.latency.p99)}  max ${ms(sql.latency.max)} ms  (${sql.transactions} transactions, ${sql.failed} failed)`,
      );
      log(
        `  API/SQL  p95 × ${ratio.toFixed(2)}, req/s × ${rate.toFixed(2)}  →  p95 ≤ ${TARGET_P95_MS} ms ` +
          `${mark(api.latency.p95 <= TARGET_P95_MS)}, API ≤ ${TARGET_RATIO} × SQL ${mark(ratio <= TARGET_RATIO)}`,
      );
      rows.push(
        `  ${title} ${api.perSecond.toFixed(0).padStart(6)} ${ms(api.latency.p50).padStart(8)} ${ms(api.latency.p95).padStart(8)} ` +
          `${ms(api.latency.p99).padStart(8)} | ${sql.tps.toFixed(0).padStart(6)} ${ms(sql.latency.p95).padStart(8)} | ` +
          `${ratio.toFixed(2).padStart(5)} ${rate.toFixed(2).padStart(5)}`,
      );
      if (EXPLAIN && (api.latency.p95 > TARGET_P95_MS || ratio > TARGET_RATIO)) {
        for (const plan of await explainAnalyze(databaseUrl, queries)) log(`\n${plan}`);
      }
    }
    log('\nSummary (ms; API at 32 connections through the server, SQL = pgbench on the same statements)');
    log(
      `  ${'who'.padEnd(10)} ${'query'.padEnd(27)}  req/s      p50      p95      p99 |   tx/s  SQL p95 | p95 × req/s ×`,
    );
    for (const row of rows) log(row);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
