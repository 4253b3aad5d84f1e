import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config';
import { migrateDatabase, openDatabase } from '../packages/server/src/db/client';
import { orders } from '../packages/server/src/db/schema/index';
import { createLocalStorage } from '../packages/server/src/storage/local-storage';
import type { Storage } from '../packages/server/src/storage/storage';
import { insertRegisteredOrder } from '../packages/server/test/features/orders/orders-test-kit';
import { insertEstablishment, signedInUser } from '../packages/server/test/support/factories';
import {
  createTestS3Storage,
  startS3Server,
  type TestS3Server,
} from '../packages/server/test/support/s3-server';
import {
  collectedMemory,
  forkServer,
  freePort,
  ROOT,
  type ServerMemory,
  stopServer,
  waitUntilUp,
} from './server-process';

// Benchmark (not part of npm test): GET /api/v1/orders/{id}/archive of an order holding two
// 100 MB impressions, read with an API key by a client over loopback that counts and drops the bytes.
// Prints the rate and how much the server's RSS, heap and array buffers grow while it streams the
// ZIP (targets: at least 100 MB/s, at most 32 MB of growth), on local storage, or with --s3 on the test
// S3-compatible server (running in this process, so its memory is not counted in the server's).
//
//   node --import tsx bench/archive.ts [runs, 5 by default] [--s3] [--size=100]

const MB = 1e6;
// --size=N: each impression's size in MiB (100 by default); a larger one shows whether the growth
// follows the archive's size (held) or not (garbage collected as it goes).
const SIZE =
  Number(process.argv.find((arg) => arg.startsWith('--size='))?.slice('--size='.length) ?? 100) * 1024 * 1024;
const S3 = process.argv.includes('--s3');
const RUNS = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 5);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** `size` bytes from one reused 1 MiB buffer. */
const generated = (size: number, fill: number) =>
  Readable.from(
    (function* () {
      const chunk = Buffer.alloc(1024 * 1024, fill);
      for (let sent = 0; sent < size; sent += chunk.length)
        yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    })(),
  );

/** A préparateur and a registered order with two 100 MB impressions, stored before the server starts. */
const seed = async (dataDir: string, storage: Storage) => {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, MFA_REQUIRED_ROLES: 'none' });
  const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  await migrateDatabase(database);
  const establishment = await insertEstablishment(database.db);
  const { token } = await signedInUser(database.db, config, { role: 'preparator' });
  const creator = await signedInUser(database.db, config, {
    role: 'user',
    establishmentId: establishment.id,
  });
  const order = await insertRegisteredOrder(database.db, {
    establishmentId: establishment.id,
    createdBy: creator.user.id,
  });
  const stlFiles = [];
  for (const ear of ['gauche', 'droite']) {
    const path = `${order.id}/${ear}_1.stl`;
    await storage.put('stl_files', path, generated(SIZE, ear === 'gauche' ? 3 : 5), {
      contentType: 'model/stl',
    });
    stlFiles.push({
      name: `${ear}.stl`,
      path,
      size: SIZE,
      type: 'model/stl' as const,
      uploadedAt: new Date().toISOString(),
    });
  }
  await database.db.update(orders).set({ stlFiles }).where(eq(orders.id, order.id));
  await database.close();
  return { token, orderId: order.id };
};

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

/** Reads the whole archive, counting its bytes; the seconds from the request to the last byte. */
const download = async (url: string, key: string) => {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  if (response.status !== 200 || !response.body)
    throw new Error(`archive answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return { bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
};

const mb = (bytes: number) => (bytes / MB).toFixed(1);

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-'));
  const s3 = S3 ? await startS3Server() : undefined;
  const storage = s3
    ? createTestS3Storage(s3)
    : createLocalStorage({ root: join(dataDir, 'files'), secret: JWT_SECRET, now: () => new Date() });
  const { token, orderId } = await seed(dataDir, storage);
  const port = await freePort();
  const server = forkServer(
    { DATA_DIR: dataDir, PORT: String(port), JWT_SECRET, DATABASE_URL: '', ...(s3 ? s3Env(s3) : {}) },
    ['--expose-gc', '--import', join(ROOT, 'bench/report-memory.ts')],
  );
  try {
    await waitUntilUp(port);
    const created = await fetch(`http://127.0.0.1:${port}/api/api-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Banc', scopes: ['orders:read', 'files:read'] }),
    });
    if (created.status !== 201)
      throw new Error(`key creation answered ${created.status}: ${await created.text()}`);
    const { secret } = (await created.json()) as { secret: string };
    const url = `http://127.0.0.1:${port}/api/v1/orders/${orderId}/archive`;
    await download(url, secret);

    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `Archive benchmark: GET /api/v1/orders/{id}/archive, two ${mb(SIZE)} MB impressions, real server, PGlite, ` +
        `${s3 ? `S3 (test server on ${s3.endpoint})` : 'local storage'}; ${RUNS} runs`,
    );
    console.log(
      `  load average at start (1, 5, 15 min): ${load} on a ${availableParallelism()}-core machine`,
    );
    const figures: { speed: number; rss: number; heap: number; buffers: number }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const rest = await collectedMemory(server);
      let peak: ServerMemory = rest;
      const track = (message: ServerMemory) => {
        if (message.kind !== 'memory') return;
        peak = {
          ...peak,
          rss: Math.max(peak.rss, message.rss),
          heapUsed: Math.max(peak.heapUsed, message.heapUsed),
          arrayBuffers: Math.max(peak.arrayBuffers, message.arrayBuffers),
        };
      };
      server.on('message', track);
      const { bytes, seconds } = await download(url, secret);
      await new Promise((done) => setTimeout(done, 100));
      server.off('message', track);
      if (bytes < 2 * SIZE) throw new Error(`the archive holds ${bytes} bytes`);
      const figure = {
        speed: bytes / MB / seconds,
        rss: peak.rss - rest.rss,
        heap: peak.heapUsed - rest.heapUsed,
        buffers: peak.arrayBuffers - rest.arrayBuffers,
      };
      figures.push(figure);
      console.log(
        `  run ${run}: ${mb(bytes)} MB in ${seconds.toFixed(2)} s, ${figure.speed.toFixed(0)} MB/s | growth: ` +
          `RSS +${mb(figure.rss)} MB, heap +${mb(figure.heap)} MB, array buffers +${mb(figure.buffers)} MB`,
      );
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `  summary: median ${median(figures.map((f) => f.speed)).toFixed(0)} MB/s (target: at least 100); ` +
        `growth max: RSS +${mb(Math.max(...figures.map((f) => f.rss)))} MB, heap +${mb(Math.max(...figures.map((f) => f.heap)))} MB, ` +
        `array buffers +${mb(Math.max(...figures.map((f) => f.buffers)))} MB (target: 32 MB at most)`,
    );
  } finally {
    await stopServer(server);
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
