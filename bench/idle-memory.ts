import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { requireFreshBuild } from './production-build';
import { BENCH_MFA_ENV, freePort, ROOT, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): the memory of the production server (node
// packages/server/dist/main.js, as a lab runs it) on a fresh data directory: resident set size
// after 10 s idle, then after a short load (pages, assets, public API, failed sign-ins), and its
// peak. Targets: at rest ≤ 200 MB on the embedded default (PGlite), ≤ 120 MB on
// PostgreSQL. Linux only (/proc).
//
//   npm run bench -- idle-memory [runs, 1 by default] [--postgres]
// --postgres: a database made for the run on BENCH_POSTGRES_URL's server
// (postgres://postgres@127.0.0.1:5432/postgres by default), dropped after.

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1);
const POSTGRES = args.includes('--postgres');
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDLE_MS = 10_000;

const statusField = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) * 1024;
};

const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const startBuiltServer = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [join(ROOT, 'packages/server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, SMTP_URL: '', LOG_LEVEL: 'warn', DATABASE_URL: '', ...BENCH_MFA_ENV, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** What a few visitors do: the page and its script, the public API, sign-in attempts. */
const shortLoad = async (origin: string) => {
  const page = await fetch(`${origin}/`).then((response) => response.text());
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  for (let round = 0; round < 100; round++) {
    await Promise.all([
      fetch(`${origin}/login`).then((response) => response.arrayBuffer()),
      script
        ? fetch(`${origin}${script}`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer())
        : undefined,
      fetch(`${origin}/api/organisation`).then((response) => response.arrayBuffer()),
      fetch(`${origin}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `visiteur${round}@exemple.fr`, password: 'pas-le-bon-1' }),
      }).then((response) => response.arrayBuffer()),
    ]);
  }
};

const measure = async (env: Record<string, string>) => {
  const port = await freePort();
  const server = startBuiltServer({ ...env, PORT: String(port) });
  const pid = server.pid;
  if (pid === undefined) throw new Error('server not started');
  try {
    await waitUntilUp(port);
    await sleep(IDLE_MS);
    const idle = statusField(pid, 'VmRSS');
    await shortLoad(`http://127.0.0.1:${port}`);
    await sleep(5_000);
    return { idle, loaded: statusField(pid, 'VmRSS'), peak: statusField(pid, 'VmHWM') };
  } finally {
    await stopServer(server);
  }
};

const main = async () => {
  requireFreshBuild();
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const target = POSTGRES ? 120 : 200;
  console.log(
    `Server memory (node packages/server/dist/main.js, ${POSTGRES ? 'PostgreSQL' : 'PGlite'}, fresh data directory), ${RUNS} run(s)`,
  );
  console.log(`  load average at start (1, 5, 15 min): ${load} on a ${availableParallelism()}-core machine`);
  for (let run = 1; run <= RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'conque-memory-'));
    const database = `conque_memory_${process.pid}_${run}`;
    const admin = POSTGRES ? new pg.Client({ connectionString: ADMIN_URL }) : undefined;
    try {
      let env: Record<string, string> = { DATA_DIR: dataDir };
      if (admin) {
        await admin.connect();
        await admin.query(`create database ${database}`);
        const url = new URL(ADMIN_URL);
        url.pathname = `/${database}`;
        env = { ...env, DATABASE_URL: url.toString() };
      }
      const figures = await measure(env);
      console.log(
        `  run ${run}: RSS after ${IDLE_MS / 1000} s idle ${mb(figures.idle)} MB (target ≤ ${target}), ` +
          `after a short load ${mb(figures.loaded)} MB, peak ${mb(figures.peak)} MB`,
      );
    } finally {
      if (admin) {
        await admin.query(`drop database if exists ${database}`).catch(() => {});
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
};

await main();
