import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH_PASSWORD } from './order-list/bench-accounts';
import { benchActors } from './order-list/bench-actors';
import { benchDatabaseUrl, dropPostgresBench, openPostgresBench } from './order-list/bench-data';
import { load, runLoad } from './order-list/load-driver';
import { ms } from './order-list/percentiles';
import { forkServer, freePort, signIn, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): the statistics on PostgreSQL holding N generated
// orders (bench/order-list's generator: validation, shipping and promised days, remakes, invoices and
// credit notes), through the real server: the préparateur's « Statistiques » for 3, 6, 12 and 24
// months and the « Activité » of the manager of the largest establishment, each at 8 clients in a
// closed loop. Target: p95 ≤ 100 ms. The lab's are measured once the server's start-up refresh has
// written its snapshots (decision 123). The JavaScript of the page: `npm run bench -- statistics-js`.
//
//   npm run bench -- statistics [orders, 1000000 by default] [seconds per run, 10] [--drop]

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const ORDERS = Number(args[0] ?? 1_000_000);
const SECONDS = Number(args[1] ?? 10);
const DROP = process.argv.includes('--drop');
const CONNECTIONS = 8;
const TARGET_P95_MS = 100;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const PERIODS = [3, 6, 12, 24] as const;

const log = (line: string) => console.log(line);

/**
 * The server's first refresh-lab-statistics job, queued at start-up: the lab's requests are measured
 * on the snapshots it writes, as a running server answers them. Returns how long it took.
 */
const waitForSnapshots = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    while (Date.now() - started < 300_000) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM lab_statistics_snapshots WHERE computed_at >= $1`,
        [new Date(started - 5_000)],
      );
      if (rows[0]?.n === 4) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('no snapshot of the lab statistics after 5 minutes');
  } finally {
    await client.end();
  }
};

const main = async () => {
  if (!Number.isInteger(ORDERS) || ORDERS < 1000) throw new Error('orders: an integer of 1000 or more');
  const database = await openPostgresBench(ORDERS, log);
  const actors = await benchActors(database);
  await database.close();
  const databaseUrl = benchDatabaseUrl();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-statistics-'));
  const port = await freePort();
  const server = forkServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), JWT_SECRET });
  try {
    await waitUntilUp(port);
    const waited = await waitForSnapshots(databaseUrl);
    log(`  the start-up refresh of the lab's statistics (decision 123) took ${(waited / 1000).toFixed(1)} s`);
    const tokens = {
      manager: await signIn(port, actors.manager.email, BENCH_PASSWORD),
      preparator: await signIn(port, actors.preparator.email, BENCH_PASSWORD),
    };
    log(
      `\nStatistics benchmark: real server (main.ts, PostgreSQL ${databaseUrl}), ${ORDERS} orders; ` +
        `${CONNECTIONS} clients, ${SECONDS} s a run after a 2 s warm-up; target p95 ≤ ${TARGET_P95_MS} ms`,
    );
    log(
      `  manager: ${actors.manager.email} (${actors.manager.listed} orders in its establishment); ` +
        `préparateur: ${actors.preparator.email} (${actors.preparator.listed} orders)`,
    );
    const scenarios = PERIODS.flatMap((months) => [
      {
        who: 'preparator' as const,
        path: `/api/statistics?months=${months}`,
        label: `Statistiques ${months} mois`,
      },
      {
        who: 'manager' as const,
        path: `/api/statistics/establishment?months=${months}`,
        label: `Activité ${months} mois`,
      },
    ]);
    const rows: string[] = [];
    for (const scenario of scenarios) {
      const url = new URL(`http://127.0.0.1:${port}${scenario.path}`);
      const token = tokens[scenario.who];
      const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await first.text();
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${body.slice(0, 300)}`);
      await runLoad({ url, token, connections: CONNECTIONS, seconds: 2 });
      const loadAtStart = load();
      const run = await runLoad({ url, token, connections: CONNECTIONS, seconds: SECONDS });
      // A request the server could not serve in time (503: no pooled connection came free) is
      // counted as such, not timed: the run goes on and says how many.
      if (run.errors)
        log(`  ${scenario.label}: ${run.errors} failed requests, first: ${run.firstError?.slice(0, 120)}`);
      const ok = run.latency.p95 <= TARGET_P95_MS && run.errors === 0;
      rows.push(
        `  ${scenario.label.padEnd(22)} ${run.perSecond.toFixed(1).padStart(7)} ${ms(run.latency.p50).padStart(8)} ` +
          `${ms(run.latency.p95).padStart(8)} ${ms(run.latency.p99).padStart(8)} ${String(run.requests).padStart(6)} ` +
          `${String(run.errors).padStart(5)}  ` +
          `${(ok ? 'atteint' : 'MANQUÉ').padEnd(7)}  ${(body.length / 1024).toFixed(1).padStart(5)} KB  ${loadAtStart}`,
      );
      log(rows.at(-1) ?? '');
    }
    log(`\nSummary (${CONNECTIONS} clients; ms; load average 1, 5, 15 min at the start of each run)`);
    log(
      `  ${'request'.padEnd(22)}   req/s      p50      p95      p99   reqs  errs  p95≤${TARGET_P95_MS}  answer  load`,
    );
    for (const row of rows) log(row);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    if (DROP) await dropPostgresBench(log);
  }
};

await main();
