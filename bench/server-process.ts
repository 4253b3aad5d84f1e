import { type ChildProcess, execFile, fork } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';

// The benchmarked server is the real one: packages/server/src/main.ts in its own process, on a free
// loopback port, configured through the environment as in production. BENCH_SERVER_ROOT runs another
// checkout's server (an earlier commit unpacked with `git archive`) for before/after figures.

export const ROOT = resolve(import.meta.dirname, '..');
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ? resolve(process.env.BENCH_SERVER_ROOT) : ROOT;

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

export const waitUntilUp = async (port: number) => {
  // Two minutes: on a loaded 2-core machine the embedded server can take over a minute to start.
  for (let attempt = 0; attempt < 1200; attempt++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/inconnu`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('server did not start');
};

export const stopServer = async (server: ChildProcess) => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
};

/**
 * The benches' key of the TOTP secrets (required with DATABASE_URL). Their préparateurs sign in with
 * the password alone (MFA_REQUIRED_ROLES=none): they measure lists and streams, not the second factor.
 */
export const BENCH_MFA_ENV = {
  MFA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
  MFA_REQUIRED_ROLES: 'none',
};

/**
 * Node's flags for the benchmarked server only (not the bench's own process, whose load driver
 * NODE_OPTIONS would change too): `BENCH_SERVER_FLAGS='--max-semi-space-size=1'` for an A/B run.
 */
const SERVER_FLAGS = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);

/** main.ts with the given environment; stdout is dropped, errors shown. */
export const forkServer = (env: Record<string, string>, execArgv: string[] = []) =>
  fork(resolve(SERVER_ROOT, 'packages/server/src/main.ts'), [], {
    cwd: SERVER_ROOT,
    env: { ...process.env, SMTP_URL: '', ...BENCH_MFA_ENV, ...env },
    execArgv: [...SERVER_FLAGS, '--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });

/** A bearer token through the product's sign-in (POST /auth/v1/token?grant_type=password). */
export const signIn = async (port: number, email: string, password: string) => {
  const response = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`sign-in of ${email} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.access_token;
};

/** `npm run cli -- <args>` with the given environment (seed-demo before a bench). */
export const runCli = (args: string[], env: Record<string, string>) =>
  new Promise<string>((done, fail) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve(SERVER_ROOT, 'packages/server/src/cli/main.ts'), ...args],
      { cwd: SERVER_ROOT, env: { ...process.env, SMTP_URL: '', ...env } },
      (error, stdout, stderr) => (error ? fail(new Error(`cli ${args.join(' ')}: ${stderr}`)) : done(stdout)),
    );
  });

/** What bench/report-memory.ts, loaded into the server, sends over the IPC channel. */
export type ServerMemory = {
  kind: 'memory';
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};

/** The server's memory after a full collection (the server forked with --expose-gc and report-memory.ts). */
export const collectedMemory = (server: ChildProcess) =>
  new Promise<ServerMemory>((done) => {
    let last: ServerMemory | undefined;
    const onMessage = (message: ServerMemory | { kind: 'baseline-done' }) => {
      if (message.kind === 'memory') last = message;
      if (message.kind === 'baseline-done' && last) {
        server.off('message', onMessage);
        done(last);
      }
    };
    server.on('message', onMessage);
    server.send({ kind: 'baseline' });
  });

/**
 * Waits until the server's jobs have caught up: at start it runs what fell due while it was down (at
 * 1 M orders the lab's statistics refresh takes 15–20 s of the database's CPU), which a measure
 * taken meanwhile would count as the list's own latency.
 */
export const waitForJobsAtRest = async (databaseUrl: string, log: (line: string) => void) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ due: number }>(
        'SELECT count(*)::int AS due FROM jobs WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()',
      );
      if (rows[0]?.due === 0) break;
      await new Promise((done) => setTimeout(done, 500));
    }
  } finally {
    await client.end();
  }
  log(`  the server's due jobs done ${((performance.now() - started) / 1000).toFixed(1)} s after its start`);
};
