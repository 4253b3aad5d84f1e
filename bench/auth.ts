import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH_DATABASE, POSTGRES_ADMIN_URL } from './order-list/bench-data';
import { type Answer, type Call, load, runClients } from './order-list/load-driver';
import { ms } from './order-list/percentiles';
import { processCpuMs } from './order-list/process-cpu';
import { forkServer, freePort, runCli, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): what every signed-in request pays, on the demo data (seed-demo),
// at 8 clients in a closed loop, on PostgreSQL then on the embedded default (PGlite):
//   GET /api/profile                  target ≥ 2 000 req/s on PostgreSQL, ≥ 1 000 on PGlite
//   GET /api/orders (a short list)    the same path with a list query
//   POST /auth/v1/token?grant_type=refresh_token, each client rotating its own session's token
//                                     target ≥ 1 000 req/s on PostgreSQL, rotation and reuse kept
//   POST /auth/v1/token?grant_type=password   argon2id, slow by design: its rate is reported only
// Each figure comes with the server's CPU time a request and the load average (a shared machine).
// The PostgreSQL database (BENCH_DATABASE + "_auth") and the PGlite directory are made afresh and
// removed at the end.
//
//   npm run bench -- auth [seconds per run, 10] [--postgres | --pglite]

const SECONDS = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 10);
const CLIENTS = 8;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const DEMO = { email: 'manager@conque.demo', password: 'demo1234' };
const TARGETS: Record<string, Partial<Record<Kind, number>>> = {
  'GET /api/profile': { postgres: 2000, pglite: 1000 },
  refresh_token: { postgres: 1000 },
};

type Kind = 'postgres' | 'pglite';
type Tokens = { access_token: string; refresh_token: string };

const log = (line: string) => console.log(line);

const signIn = async (base: string) => {
  const response = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Tokens;
};

const json = { 'content-type': 'application/json' };

const scenarios = (base: string, sessions: Tokens[]) => {
  const bearer = (client: number) => ({ authorization: `Bearer ${sessions[client]?.access_token}` });
  const refreshTokens = sessions.map((session) => session.refresh_token);
  return [
    {
      name: 'GET /api/profile',
      next: (client: number): Call => ({ url: new URL(`${base}/api/profile`), headers: bearer(client) }),
    },
    {
      name: 'GET /api/orders',
      next: (client: number): Call => ({ url: new URL(`${base}/api/orders`), headers: bearer(client) }),
    },
    {
      name: 'refresh_token',
      next: (client: number): Call => ({
        method: 'POST',
        url: new URL(`${base}/auth/v1/token?grant_type=refresh_token`),
        headers: json,
        body: JSON.stringify({ refresh_token: refreshTokens[client] }),
      }),
      // Each client goes on with the token it was just given, as auth-js does.
      received: (client: number, answer: Answer) => {
        refreshTokens[client] = (JSON.parse(answer.body) as Tokens).refresh_token;
      },
    },
    {
      name: 'password (argon2id)',
      next: (): Call => ({
        method: 'POST',
        url: new URL(`${base}/auth/v1/token?grant_type=password`),
        headers: json,
        body: JSON.stringify(DEMO),
      }),
    },
  ];
};

const benchServer = async (kind: Kind, env: Record<string, string>) => {
  const port = await freePort();
  // Sign-in and refresh are rate limited per address (decision 8): every client here is 127.0.0.1.
  const server = forkServer({ ...env, PORT: String(port), JWT_SECRET, RATE_LIMIT_FACTOR: '100000' });
  try {
    await waitUntilUp(port);
    const base = `http://127.0.0.1:${port}`;
    const sessions = await Promise.all(Array.from({ length: CLIENTS }, () => signIn(base)));
    log(
      `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default)'}: ${CLIENTS} clients, ${SECONDS} s a run`,
    );
    log(
      `  ${'request'.padEnd(22)}   req/s      p50      p95    p97.5      p99  CPU ms  target          load average`,
    );
    for (const scenario of scenarios(base, sessions)) {
      await runClients({
        connections: CLIENTS,
        seconds: 1,
        next: scenario.next,
        received: scenario.received,
      });
      const before = server.pid ? processCpuMs(server.pid) : null;
      const run = await runClients({
        connections: CLIENTS,
        seconds: SECONDS,
        next: scenario.next,
        received: scenario.received,
      });
      const after = server.pid ? processCpuMs(server.pid) : null;
      if (run.errors)
        throw new Error(`${scenario.name}: ${run.errors} failed requests, first: ${run.firstError}`);
      const cpu = before !== null && after !== null ? (after - before) / run.requests : Number.NaN;
      const target = TARGETS[scenario.name]?.[kind];
      const verdict =
        target === undefined ? '' : `≥ ${target} ${run.perSecond >= target ? 'atteint' : 'MANQUÉ'}`;
      const l = run.latency;
      log(
        `  ${scenario.name.padEnd(22)} ${run.perSecond.toFixed(0).padStart(7)} ${ms(l.p50).padStart(8)} ${ms(l.p95).padStart(8)} ` +
          `${ms(l.p975).padStart(8)} ${ms(l.p99).padStart(8)} ${ms(cpu).padStart(7)}  ${verdict.padEnd(14)}  ${load()}`,
      );
    }
  } finally {
    await stopServer(server);
  }
};

const onPostgres = async () => {
  const name = `${BENCH_DATABASE}_auth`;
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-auth-'));
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await benchSeeded('postgres', { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const onPglite = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-auth-'));
  try {
    await benchSeeded('pglite', { DATABASE_URL: '', DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

/** seed-demo migrates the fresh database and fills it (it refuses one that has accounts). */
const benchSeeded = async (kind: Kind, env: Record<string, string>) => {
  await runCli(['seed-demo'], env);
  await benchServer(kind, env);
};

log(`Authenticated reads, token refresh and sign-in; load average at start ${load()}`);
if (!process.argv.includes('--pglite')) await onPostgres();
if (!process.argv.includes('--postgres')) await onPglite();
