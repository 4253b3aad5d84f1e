import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_PASSWORD } from './order-list/bench-accounts';
import { type BenchActor, benchActors } from './order-list/bench-actors';
import { benchDatabaseUrl, dropPostgresBench, openPostgresBench } from './order-list/bench-data';
import { explainAnalyze } from './order-list/explain';
import { captureListSql } from './order-list/list-sql';
import { load, runLoad } from './order-list/load-driver';
import { ms } from './order-list/percentiles';
import { runPgbench } from './order-list/pgbench';
import { processCpuMs } from './order-list/process-cpu';
import { queryString, SCENARIOS } from './order-list/scenarios';
import { forkServer, freePort, signIn, stopServer, waitForJobsAtRest, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): GET /api/orders on PostgreSQL holding N generated orders, for the
// manager of the largest establishment and for a preparator, at 8 then 32 concurrent connections.
// Beside each run, pgbench runs the exact SQL the endpoint sends (captured from listOrders) at the same
// concurrency, so the API's own cost shows as a ratio; the server's CPU time per request is read from
// /proc. Targets (at 8 connections): p95 ≤ 15 ms without a search, ≤ 50 ms with one; the
// manager's first page ≥ 1 500 requests/s; API ≤ 1.5 × the bare SQL; server CPU ≤ 0.7 ms a request.
// The CPU target is now 0.5 ms a request.
// --explain prints the plans of the scenarios that miss a target; --drop drops the database after;
// --only=TEXT runs the scenarios whose « who label » holds TEXT (« preparator », « mor »).
//
//   npm run bench -- order-list [orders, 1000000 by default] [seconds per API run, 15] [--explain] [--drop] [--only=TEXT]

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const ORDERS = Number(args[0] ?? 1_000_000);
const SECONDS = Number(args[1] ?? 15);
const EXPLAIN = process.argv.includes('--explain');
const DROP = process.argv.includes('--drop');
const CONCURRENCY = [8, 32];
const PGBENCH_SECONDS = Math.max(5, Math.min(SECONDS, 10));
const TARGET_P95_MS = { plain: 15, search: 50 };
const TARGET_MANAGER_RATE = 1500;
const TARGET_RATIO = 1.5;
const TARGET_CPU_MS = 0.5;
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
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
    await waitForJobsAtRest(databaseUrl, log);
    const tokens = {
      manager: await signIn(port, actors.manager.email, BENCH_PASSWORD),
      preparator: await signIn(port, actors.preparator.email, BENCH_PASSWORD),
    };
    log(
      `\nOrder list benchmark: real server (main.ts, PostgreSQL ${databaseUrl}), ${ORDERS} orders; ` +
        `${CONCURRENCY.join(' then ')} connections, ${SECONDS} s per API run, pgbench -c N -j 2 -T ${PGBENCH_SECONDS} ` +
        `-M prepared (extended with a search); load average at start ${load()}`,
    );
    log(
      `  manager: ${actors.manager.email}, ${actors.manager.listed} listed orders in the establishment; ` +
        `preparator: ${actors.preparator.email}, ${actors.preparator.listed} listed orders`,
    );
    const rows: string[] = [];
    for (const scenario of SCENARIOS) {
      if (ONLY && !`${scenario.who} ${scenario.label}`.includes(ONLY)) continue;
      const actor: BenchActor = actors[scenario.who];
      const url = new URL(`http://127.0.0.1:${port}/api/orders${queryString(scenario.query)}`);
      const token = tokens[scenario.who];
      const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const page = (await first.json()) as { total?: number; totalCapped?: boolean; items?: unknown[] };
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${JSON.stringify(page)}`);
      const queries = await captureListSql(databaseUrl, actor, scenario.query);
      const title = `${scenario.who.padEnd(10)} ${scenario.label.padEnd(27)}`;
      const search = scenario.query.search !== undefined;
      log(
        `\n${title} ${queryString(scenario.query) || '(no query)'} → total ${page.total}` +
          `${page.totalCapped ? ' (plafonné : plus de)' : ''}, ${page.items?.length} rows, ` +
          `${queries.length} SQL statement(s) a request`,
      );
      let missed = false;
      for (const connections of CONCURRENCY) {
        // Warm-up: the JIT, the pool's connections and the pages the query touches.
        await runLoad({ url, token, connections, seconds: 2 });
        const cpuBefore = server.pid ? processCpuMs(server.pid) : null;
        const api = await runLoad({ url, token, connections, seconds: SECONDS });
        const cpuAfter = server.pid ? processCpuMs(server.pid) : null;
        const loadAfterApi = load();
        if (api.errors) throw new Error(`${api.errors} failed requests, first: ${api.firstError}`);
        const cpu =
          cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / api.requests : Number.NaN;
        const sql = await runPgbench({
          databaseUrl,
          queries,
          clients: connections,
          threads: 2,
          seconds: PGBENCH_SECONDS,
          // The list names its statements when there is no search (list-orders-statement.ts).
          mode: search ? 'extended' : 'prepared',
        });
        const ratio = api.latency.p95 / sql.latency.p95;
        const rate = api.perSecond / sql.tps;
        log(
          `  ${String(connections).padStart(2)} conn. API ${api.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(api.latency.p50)}  ` +
            `p95 ${ms(api.latency.p95)}  p99 ${ms(api.latency.p99)}  max ${ms(api.latency.max)} ms  ` +
            `(${api.requests} requests; server CPU ${ms(cpu)} ms a request; load ${loadAfterApi})`,
        );
        log(
          `           pgbench ${sql.tps.toFixed(0).padStart(6)} tx/s   p50 ${ms(sql.latency.p50)}  p95 ${ms(sql.latency.p95)}  ` +
            `p99 ${ms(sql.latency.p99)}  max ${ms(sql.latency.max)} ms  (${sql.transactions} transactions, ${sql.failed} failed; load ${load()})`,
        );
        const targets: [string, boolean][] = [
          [
            `API ≤ ${TARGET_RATIO} × SQL (p95 × ${ratio.toFixed(2)}, req/s × ${rate.toFixed(2)})`,
            ratio <= TARGET_RATIO,
          ],
          [`CPU ≤ ${TARGET_CPU_MS} ms`, cpu <= TARGET_CPU_MS],
        ];
        if (connections === 8) {
          const p95 = search ? TARGET_P95_MS.search : TARGET_P95_MS.plain;
          targets.unshift([`p95 ≤ ${p95} ms`, api.latency.p95 <= p95]);
          if (scenario.who === 'manager' && !search && !scenario.query.status)
            targets.push([`≥ ${TARGET_MANAGER_RATE} req/s`, api.perSecond >= TARGET_MANAGER_RATE]);
        }
        log(`           ${targets.map(([what, ok]) => `${what} ${mark(ok)}`).join(', ')}`);
        missed ||= targets.some(([, ok]) => !ok);
        rows.push(
          `  ${title} ${String(connections).padStart(3)} ${api.perSecond.toFixed(0).padStart(6)} ${ms(api.latency.p50).padStart(7)} ` +
            `${ms(api.latency.p95).padStart(7)} ${ms(api.latency.p99).padStart(7)} ${ms(cpu).padStart(5)} | ` +
            `${sql.tps.toFixed(0).padStart(6)} ${ms(sql.latency.p95).padStart(7)} | ${ratio.toFixed(2).padStart(5)} ` +
            `${rate.toFixed(2).padStart(5)} | ${loadAfterApi}`,
        );
      }
      if (EXPLAIN && missed) {
        for (const plan of await explainAnalyze(databaseUrl, queries)) log(`\n${plan}`);
      }
    }
    log(
      '\nSummary (ms; API through the server, SQL = pgbench on the same statements at the same concurrency)',
    );
    log(
      `  ${'who'.padEnd(10)} ${'query'.padEnd(27)} conn  req/s     p50     p95     p99   CPU |   tx/s SQL p95 | ` +
        'p95 × req/s × | load average (1, 5, 15 min) after the API run',
    );
    for (const row of rows) log(row);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (DROP) await dropPostgresBench(log);
  }
};

await main();
