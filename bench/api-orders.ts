import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Benchmark (not part of npm test): GET /api/v1/orders with an API key on the PostgreSQL
// bench database of the order-list benchmark (1 M orders by default), 8 clients, as the screens'
// list is measured (target: p95 ≤ 15 ms at 8 clients). Its own database (`conque_bench_api` unless
// BENCH_DATABASE says), so that the migrations of this branch never touch another's bench database.
//
//   npm run bench -- api-orders [orders, 1000000 by default] [seconds per run, 10] [--limit=50] [--cpu-prof]
//
// --cpu-prof: the server writes a V8 CPU profile into bench/.data/profiles at its stop, summed up
// by `node --import tsx bench/cpu-profile-summary.ts <file>`.

process.env.BENCH_DATABASE ??= 'conque_bench_api';
const { BENCH_PASSWORD } = await import('./order-list/bench-accounts');
const { benchActors } = await import('./order-list/bench-actors');
const { benchDatabaseUrl, openPostgresBench } = await import('./order-list/bench-data');
const { load, runLoad } = await import('./order-list/load-driver');
const { ms } = await import('./order-list/percentiles');
const { processCpuMs } = await import('./order-list/process-cpu');
const { forkServer, freePort, signIn, stopServer, waitForJobsAtRest, waitUntilUp } = await import(
  './server-process'
);

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const ORDERS = Number(args[0] ?? 1_000_000);
const SECONDS = Number(args[1] ?? 10);
const CLIENTS = 8;
// --limit N: the page size asked (50 by default, the API's default page).
const LIMIT = Number(process.argv.find((arg) => arg.startsWith('--limit='))?.slice('--limit='.length) ?? 50);
const TARGET_P95_MS = 15;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const log = (line: string) => console.log(line);

const database = await openPostgresBench(ORDERS, log);
const actors = await benchActors(database);
await database.close();
const databaseUrl = benchDatabaseUrl();
const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-api-'));
const port = await freePort();
// The rate per key (600 a minute) would refuse the load itself: raised, as the e2e run raises it.
const profileDir = join(import.meta.dirname, '.data/profiles');
const server = forkServer(
  { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), JWT_SECRET, RATE_LIMIT_FACTOR: '1000' },
  process.argv.includes('--cpu-prof') ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
);
try {
  await waitUntilUp(port);
  await waitForJobsAtRest(databaseUrl, log);
  const keyOf = async (email: string) => {
    const token = await signIn(port, email, BENCH_PASSWORD);
    const response = await fetch(`http://127.0.0.1:${port}/api/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Banc', scopes: ['orders:read'] }),
    });
    if (response.status !== 201)
      throw new Error(`key of ${email}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { secret: string }).secret;
  };
  const keys = {
    preparator: await keyOf(actors.preparator.email),
    manager: await keyOf(actors.manager.email),
  };
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const scenarios = [
    ['preparator', 'first page', `?limit=${LIMIT}`],
    ['preparator', 'status=registered', `?status=registered&limit=${LIMIT}`],
    ['preparator', 'updated_since 30 days', `?updated_since=${since}&limit=${LIMIT}`],
    ['manager', 'first page', `?limit=${LIMIT}`],
    ['manager', 'status=shipped,ready_pickup', `?status=shipped,ready_pickup&limit=${LIMIT}`],
  ] as const;
  log(
    `GET /api/v1/orders with an API key: real server (main.ts, PostgreSQL ${databaseUrl}), ${ORDERS} orders, ` +
      `${CLIENTS} clients, ${SECONDS} s a run; load average at start ${load()}`,
  );
  for (const [who, label, query] of scenarios) {
    const url = new URL(`http://127.0.0.1:${port}/api/v1/orders${query}`);
    const first = await fetch(url, { headers: { authorization: `Bearer ${keys[who]}` } });
    const text = await first.text();
    const page = JSON.parse(text) as { items?: unknown[]; next_cursor?: string | null };
    if (first.status !== 200) throw new Error(`${url} answered ${first.status}: ${JSON.stringify(page)}`);
    await runLoad({ url, token: keys[who], connections: CLIENTS, seconds: 2 });
    const cpuBefore = server.pid ? processCpuMs(server.pid) : null;
    const result = await runLoad({ url, token: keys[who], connections: CLIENTS, seconds: SECONDS });
    const cpuAfter = server.pid ? processCpuMs(server.pid) : null;
    // The server's own CPU a request: what the API costs, apart from waiting for a core.
    const cpu =
      cpuBefore !== null && cpuAfter !== null
        ? `, server CPU ${((cpuAfter - cpuBefore) / result.requests).toFixed(2)} ms a request`
        : '';
    if (result.errors) throw new Error(`${result.errors} failed requests, first: ${result.firstError}`);
    log(
      `  ${who.padEnd(10)} ${label.padEnd(28)} ${page.items?.length} rows (${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB): ${result.perSecond.toFixed(0)} req/s, ` +
        `p50 ${ms(result.latency.p50)}, p95 ${ms(result.latency.p95)}, p99 ${ms(result.latency.p99)} ms${cpu} ` +
        `(target p95 ≤ ${TARGET_P95_MS} ms: ${result.latency.p95 <= TARGET_P95_MS ? 'atteint' : 'MANQUÉ'}; load ${load()})`,
    );
  }
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (process.argv.includes('--cpu-prof')) log(`  CPU profile written in ${profileDir}`);
}
