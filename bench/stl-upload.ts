import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../packages/server/src/config';
import { migrateDatabase, openDatabase } from '../packages/server/src/db/client';
import { orders } from '../packages/server/src/db/schema/index';
import { insertEstablishment, signedInUser } from '../packages/server/test/support/factories';
import { startS3Server, type TestS3Server } from '../packages/server/test/support/s3-server';
import {
  collectedMemory,
  forkServer,
  freePort,
  ROOT,
  type ServerMemory,
  stopServer,
  waitUntilUp,
} from './server-process';

// Benchmark (not part of npm test): the real server (main.ts on @hono/node-server, PGlite in a
// fresh data directory) receives a generated 100 MB binary STL over loopback. Prints the throughput
// and how much the server process's RSS and heap grow while it streams the file to disk; the
// target is at most 32 MB of growth (docs/design.md §4: never held whole in memory). Then, polling
// GET /api/orders/:id every 50 ms, how long after the upload's answer the mesh check (a job,
// target 5 s) is in the order, and the growth up to then. With --s3 the server
// stores on S3 instead: the test S3-compatible server (test/support/s3-server.ts) runs in this process, so
// its memory is not counted in the server's.
//
//   node --import tsx bench/stl-upload.ts [runs per size, 5 by default] [--s3]

const MiB = 1024 * 1024;
const TRIANGLES = Math.floor((100 * MiB - 84) / 50); // the largest binary STL within 100 MB
const S3 = process.argv.includes('--s3');
const RUNS = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 5);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

type Memory = ServerMemory;

/** An establishment, a signed-in manager and a draft, written before the server holds the directory. */
const seed = async (dataDir: string) => {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET });
  const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  await migrateDatabase(database);
  const establishment = await insertEstablishment(database.db);
  const { profile, token } = await signedInUser(database.db, config, {
    role: 'manager',
    establishmentId: establishment.id,
  });
  const [order] = await database.db
    .insert(orders)
    .values({ establishmentId: establishment.id, createdBy: profile.id })
    .returning();
  await database.close();
  if (!order) throw new Error('order not seeded');
  return { token, orderId: order.id };
};

/** The server's environment for the S3 driver on the test server. */
const s3Env = (s3: TestS3Server): Record<string, string> => {
  const options = s3.storageOptions();
  return {
    S3_BUCKET: options.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: options.region,
    S3_ACCESS_KEY_ID: options.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: options.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
};

const startServer = (dataDir: string, port: number, s3: TestS3Server | undefined) =>
  forkServer(
    { DATA_DIR: dataDir, PORT: String(port), JWT_SECRET, DATABASE_URL: '', ...(s3 ? s3Env(s3) : {}) },
    ['--expose-gc', '--import', join(ROOT, 'bench/report-memory.ts')],
  );

/** Streams a binary STL of `size` bytes from one reused 1 MiB buffer, honouring back-pressure. */
const uploadStl = (port: number, token: string, orderId: string, triangles: number) =>
  new Promise<{ status: number; body: string; seconds: number }>((done, fail) => {
    const size = 84 + 50 * triangles;
    const started = process.hrtime.bigint();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/orders/${orderId}/stl-files`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'content-length': String(size),
          'x-file-name': encodeURIComponent('bench-100MB.stl'),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            body,
            seconds: Number(process.hrtime.bigint() - started) / 1e9,
          }),
        );
      },
    );
    req.on('error', fail);
    const header = Buffer.alloc(84);
    header.write('bench binary stl', 0, 'latin1');
    header.writeUInt32LE(triangles, 80);
    const chunk = Buffer.alloc(MiB, 7);
    let sent = 0;
    const pump = () => {
      if (sent === 0) {
        req.write(header);
        sent = header.length;
      }
      while (sent < size) {
        const next = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += next.length;
        if (!req.write(next)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });

/**
 * Seconds from `since` (the upload's answer) until the order's entry at `path` has its mesh check, as
 * a screen polling the order would see it.
 */
const waitForCheck = async (port: number, token: string, orderId: string, path: string, since: bigint) => {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/api/orders/${orderId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const order = (await response.json()) as {
      stl_files: { path: string; check?: unknown; checkStatus?: string }[];
    };
    const entry = order.stl_files.find((file) => file.path === path);
    if (!entry) throw new Error('the uploaded entry is not in the order');
    if (entry.check || entry.checkStatus === 'failed') {
      if (!entry.check) throw new Error('the mesh check could not run');
      return Number(process.hrtime.bigint() - since) / 1e9;
    }
    if (Number(process.hrtime.bigint() - since) > 60e9) throw new Error('no mesh check after 60 s');
    await new Promise((done) => setTimeout(done, 50));
  }
};

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-'));
  const { token, orderId } = await seed(dataDir);
  const port = await freePort();
  const s3 = S3 ? await startS3Server() : undefined;
  const server = startServer(dataDir, port, s3);
  try {
    await waitUntilUp(port);
    // A small upload first: the route, the database and the JIT are warm when measuring starts.
    const warm = await uploadStl(port, token, orderId, 20_000);
    if (warm.status !== 201) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);
    // Its check too, so that it does not run during the first measured upload.
    const { path } = JSON.parse(warm.body) as { path: string };
    await waitForCheck(port, token, orderId, path, process.hrtime.bigint());

    const storage = s3 ? `S3 (test server on ${s3.endpoint})` : 'local storage';
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(`STL upload benchmark over loopback: real server, PGlite, ${storage}; ${RUNS} runs per size`);
    console.log(
      `  load average at start (1, 5, 15 min): ${load} on a ${availableParallelism()}-core machine`,
    );
    console.log('  growth = peak during the upload minus the server at rest (after a GC) just before it;');
    console.log(
      '  retained = the server after the upload (and its check) and a GC, minus the same rest figure;',
    );
    console.log(
      "  check = from the upload's answer to the mesh check in GET /api/orders/:id (polled every 50 ms).",
    );
    for (const triangles of [Math.floor(TRIANGLES / 4), TRIANGLES]) {
      const size = 84 + 50 * triangles;
      const figures: {
        speed: number;
        rss: number;
        heap: number;
        buffers: number;
        checkSeconds: number;
        rssWithCheck: number;
      }[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const rest = await collectedMemory(server);
        // `upload`: the peak up to 100 ms after the answer, as before the check became a job;
        // `all`: up to the check's result.
        let upload = rest;
        let all = rest;
        let uploading = true;
        const higher = (peak: Memory, message: Memory): Memory => ({
          ...peak,
          rss: Math.max(peak.rss, message.rss),
          heapUsed: Math.max(peak.heapUsed, message.heapUsed),
          arrayBuffers: Math.max(peak.arrayBuffers, message.arrayBuffers),
        });
        const track = (message: Memory) => {
          if (message.kind !== 'memory') return;
          all = higher(all, message);
          if (uploading) upload = higher(upload, message);
        };
        server.on('message', track);
        const result = await uploadStl(port, token, orderId, triangles);
        const answered = process.hrtime.bigint();
        if (result.status !== 201) throw new Error(`upload answered ${result.status}: ${result.body}`);
        const entry = JSON.parse(result.body) as { size: number; path: string };
        if (entry.size !== size) throw new Error(`stored ${entry.size} bytes, sent ${size}`);
        await new Promise((done) => setTimeout(done, 100));
        uploading = false;
        const checkSeconds = await waitForCheck(port, token, orderId, entry.path, answered);
        await new Promise((done) => setTimeout(done, 100));
        server.off('message', track);
        const after = await collectedMemory(server);
        figures.push({
          speed: size / 1e6 / result.seconds,
          rss: upload.rss - rest.rss,
          heap: upload.heapUsed - rest.heapUsed,
          buffers: upload.arrayBuffers - rest.arrayBuffers,
          checkSeconds,
          rssWithCheck: all.rss - rest.rss,
        });
        console.log(
          `  ${mb(size).padStart(5)} MB run ${run}: ${(size / 1e6 / result.seconds).toFixed(0).padStart(4)} MB/s ` +
            `(${result.seconds.toFixed(2)} s) | RSS ${mb(rest.rss)} MB, growth +${mb(upload.rss - rest.rss)}, ` +
            `retained ${mb(after.rss - rest.rss)} | heap growth +${mb(upload.heapUsed - rest.heapUsed)}, ` +
            `retained ${mb(after.heapUsed - rest.heapUsed)} | array buffers growth ` +
            `+${mb(upload.arrayBuffers - rest.arrayBuffers)}, retained ${mb(after.arrayBuffers - rest.arrayBuffers)} | ` +
            `check ${checkSeconds.toFixed(2)} s after the answer, growth up to it: RSS +${mb(all.rss - rest.rss)}, ` +
            `heap +${mb(all.heapUsed - rest.heapUsed)}, array buffers +${mb(all.arrayBuffers - rest.arrayBuffers)}`,
        );
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const max = (values: number[]) => Math.max(...values);
      console.log(
        `  ${mb(size).padStart(5)} MB summary: median ${median(figures.map((f) => f.speed)).toFixed(0)} MB/s; ` +
          `growth median / max: RSS +${mb(median(figures.map((f) => f.rss)))} / +${mb(max(figures.map((f) => f.rss)))} MB, ` +
          `heap +${mb(median(figures.map((f) => f.heap)))} / +${mb(max(figures.map((f) => f.heap)))} MB, ` +
          `array buffers +${mb(median(figures.map((f) => f.buffers)))} / +${mb(max(figures.map((f) => f.buffers)))} MB ` +
          `(target: 32 MB at most); check after the answer median / max ` +
          `${median(figures.map((f) => f.checkSeconds)).toFixed(2)} / ${max(figures.map((f) => f.checkSeconds)).toFixed(2)} s ` +
          `(target: 5 s at most), RSS growth up to it median / max +${mb(median(figures.map((f) => f.rssWithCheck)))} / ` +
          `+${mb(max(figures.map((f) => f.rssWithCheck)))} MB`,
      );
    }
  } finally {
    await stopServer(server);
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
