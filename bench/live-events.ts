import { mkdtempSync, rmSync } from 'node:fs';
import { type ClientRequest, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { issueSession } from '../packages/server/src/auth/issue-session';
import { openDatabase } from '../packages/server/src/db/client';
import { orders } from '../packages/server/src/db/schema/index';
import { insertEstablishment, insertOrder, insertUser } from '../packages/server/test/support/factories';
import { testConfig } from '../packages/server/test/support/test-app';
import { collectedMemory, forkServer, freePort, ROOT, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): N live event streams (GET /api/events) held by one
// server process on PostgreSQL, each a manager's of the establishment whose order changes. Prints the server's
// memory per open stream, and the time from a status change's commit to its event at every client
// (p50, p95, max), for 1 000 then 5 000 streams (the load generator on the same 2 cores).
// Targets: 5 000 streams with at most 10 KB of server memory each; commit to event p95 ≤ 250 ms
// with 1 000 streams, ≤ 1 s with 5 000.
//
//   npm run bench -- live-events [streams ...]   (default: 1000 5000)

const counts = process.argv
  .slice(2)
  .filter((arg) => /^\d+$/.test(arg))
  .map(Number);
const STREAMS = counts.length > 0 ? counts : [1000, 5000];
const CHANGES = 10;
const PER_USER = 8;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'conque_bench_live';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

type Stream = { request: ClientRequest; heard: Map<string, number> };

/** One stream read with node:http (lighter than fetch at this count): the arrival time of each order event. */
const openStream = (port: number, token: string) =>
  new Promise<Stream>((done, fail) => {
    const heard = new Map<string, number>();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: { authorization: `Bearer ${token}` },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) return fail(new Error(`events: ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!ready && block.startsWith('event: ready')) {
              ready = true;
              done({ request: req, heard });
            }
            const id = /^event: order\ndata: \{"id":"([^"]+)"/.exec(block)?.[1];
            if (id) heard.set(id, at);
          }
        });
      },
    );
    req.on('error', fail);
    req.end();
  });

const bench = async (url: string) => {
  const config = { ...testConfig(), publicUrl: 'http://127.0.0.1' };
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-live-'));
  const port = await freePort();
  const server = forkServer(
    {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(port),
      JWT_SECRET: config.jwtSecret,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://127.0.0.1',
    },
    ['--expose-gc', '--import', join(ROOT, 'bench/report-memory.ts')],
  );
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  try {
    await waitUntilUp(port);
    const establishment = await insertEstablishment(database.db);
    const creator = await insertUser(database.db, { role: 'user', establishmentId: establishment.id });
    const order = await insertOrder(database.db, {
      establishmentId: establishment.id,
      createdBy: creator.profile.id,
      status: 'registered',
    });
    const max = Math.max(...STREAMS);
    const tokens: string[] = [];
    // Managers of the order's establishment: they hear its events, and need no second factor
    // (a préparateur's session would, decision 103).
    for (let i = 0; i < Math.ceil(max / PER_USER); i++) {
      const { user } = await insertUser(database.db, { role: 'manager', establishmentId: establishment.id });
      tokens.push(
        (await issueSession(database.db, config, user, 'password', { userAgent: 'bench', ip: '127.0.0.1' }))
          .access_token,
      );
    }
    const streams: Stream[] = [];
    const before = await collectedMemory(server);
    console.log(
      `server at rest: ${(before.rss / 1e6).toFixed(0)} MB RSS, heap ${(before.heapUsed / 1e6).toFixed(0)} MB`,
    );
    for (const count of STREAMS) {
      while (streams.length < count) {
        const batch = [];
        for (let i = 0; i < 100 && streams.length + batch.length < count; i++) {
          const index: number = streams.length + batch.length;
          batch.push(openStream(port, tokens[Math.floor(index / PER_USER)] as string));
        }
        streams.push(...(await Promise.all(batch)));
      }
      await sleep(1_000);
      const held = await collectedMemory(server);
      const perStream = (held.rss - before.rss) / count;
      const heapPerStream = (held.heapUsed - before.heapUsed) / count;
      const latencies: number[] = [];
      for (let change = 0; change < CHANGES; change++) {
        const status = change % 2 === 0 ? 'in_progress' : 'registered';
        const key = `${order.id}`;
        for (const stream of streams) stream.heard.delete(key);
        await database.db.update(orders).set({ status }).where(eq(orders.id, order.id));
        const committed = performance.now();
        const deadline = committed + 10_000;
        while (streams.some((stream) => !stream.heard.has(key)) && performance.now() < deadline)
          await sleep(5);
        const missing = streams.filter((stream) => !stream.heard.has(key)).length;
        if (missing > 0) console.log(`  ${missing} streams missed change ${change + 1} after 10 s`);
        for (const stream of streams) {
          const at = stream.heard.get(key);
          if (at !== undefined) latencies.push(at - committed);
        }
        await sleep(500);
      }
      latencies.sort((a, b) => a - b);
      const target = count <= 1000 ? 250 : 1000;
      const p95 = quantile(latencies, 0.95);
      console.log(
        `${String(count).padStart(5)} streams: server RSS ${(held.rss / 1e6).toFixed(0)} MB, ` +
          `${(perStream / 1024).toFixed(1)} KB RSS and ${(heapPerStream / 1024).toFixed(1)} KB heap per stream (target ≤ 10 KB); ` +
          `commit → event p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target ≤ ${target} ms: ${p95 <= target ? 'atteint' : 'MANQUÉ'}), ` +
          `max ${(latencies.at(-1) ?? Number.NaN).toFixed(0)} ms over ${latencies.length} deliveries; load ${load()}`,
      );
    }
    for (const stream of streams) stream.request.destroy();
  } finally {
    await database.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  console.log(
    `Live events: ${STREAMS.join(', ')} streams on one process, PostgreSQL; load average at start ${load()}`,
  );
  const url = new URL(ADMIN_URL);
  url.pathname = `/${NAME}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${NAME}`);
    await bench(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
    await admin.end();
  }
};

await main();
