import { join, resolve } from 'node:path';
import { BENCH_PASSWORD } from './order-list/bench-accounts';
import { benchActors } from './order-list/bench-actors';
import { openPgliteBench } from './order-list/bench-data';
import { load, runLoad } from './order-list/load-driver';
import { ms } from './order-list/percentiles';
import { processCpuMs } from './order-list/process-cpu';
import { queryString, SCENARIOS } from './order-list/scenarios';
import { forkServer, freePort, signIn, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): GET /api/orders on PGlite (the default database) with N generated
// orders, one connection at a time: PGlite serves one query at a time, so concurrency would only
// queue. The data directory is kept under bench/.data (git-ignored) and reused for the same N.
// Targets: p95 ≤ 30 ms in every scenario; the server's CPU time a request is printed too.
//
//   npm run bench -- order-list-pglite [orders, 100000 by default] [seconds per query, 5]

const ORDERS = Number(process.argv[2] ?? 100_000);
const SECONDS = Number(process.argv[3] ?? 5);
const TARGET_P95_MS = 30;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const DATA_DIR = resolve(import.meta.dirname, '.data', `pglite-${ORDERS}`);

const log = (line: string) => console.log(line);

const main = async () => {
  if (!Number.isInteger(ORDERS) || ORDERS < 1000) throw new Error('orders: an integer of 1000 or more');
  // main.ts keeps its PGlite files in DATA_DIR/pgdata: the generator writes them there.
  const database = await openPgliteBench(join(DATA_DIR, 'pgdata'), ORDERS, log);
  const actors = await benchActors(database);
  await database.close();

  const port = await freePort();
  const server = forkServer({ DATABASE_URL: '', DATA_DIR, PORT: String(port), JWT_SECRET });
  try {
    await waitUntilUp(port);
    const tokens = {
      manager: await signIn(port, actors.manager.email, BENCH_PASSWORD),
      preparator: await signIn(port, actors.preparator.email, BENCH_PASSWORD),
    };
    log(
      `\nOrder list on PGlite: real server (main.ts, ${DATA_DIR}), ${ORDERS} orders; one connection, ` +
        `${SECONDS} s per query; load average at start ${load()}`,
    );
    log(
      `  manager: ${actors.manager.listed} listed orders in the establishment; ` +
        `preparator: ${actors.preparator.listed} listed orders`,
    );
    log(
      `  ${'who'.padEnd(10)} ${'query'.padEnd(27)}    req/s      p50      p95      p99      max  CPU ms    total  ` +
        `p95 ≤ ${TARGET_P95_MS} ms  load average`,
    );
    for (const scenario of SCENARIOS) {
      const url = new URL(`http://127.0.0.1:${port}/api/orders${queryString(scenario.query)}`);
      const token = tokens[scenario.who];
      const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const page = (await first.json()) as { total?: number; totalCapped?: boolean };
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${JSON.stringify(page)}`);
      await runLoad({ url, token, connections: 1, seconds: 1 });
      const cpuBefore = server.pid ? processCpuMs(server.pid) : null;
      const api = await runLoad({ url, token, connections: 1, seconds: SECONDS });
      const cpuAfter = server.pid ? processCpuMs(server.pid) : null;
      if (api.errors) throw new Error(`${api.errors} failed requests, first: ${api.firstError}`);
      const cpu =
        cpuBefore !== null && cpuAfter !== null ? (cpuAfter - cpuBefore) / api.requests : Number.NaN;
      const total = `${page.totalCapped ? '>' : ''}${page.total}`;
      log(
        `  ${scenario.who.padEnd(10)} ${scenario.label.padEnd(27)} ${api.perSecond.toFixed(0).padStart(8)} ` +
          `${ms(api.latency.p50).padStart(8)} ${ms(api.latency.p95).padStart(8)} ${ms(api.latency.p99).padStart(8)} ` +
          `${ms(api.latency.max).padStart(8)} ${ms(cpu).padStart(7)} ${total.padStart(8)}  ` +
          `${(api.latency.p95 <= TARGET_P95_MS ? 'atteint' : 'MANQUÉ').padEnd(12)}  ${load()}`,
      );
    }
  } finally {
    await stopServer(server);
  }
};

await main();
