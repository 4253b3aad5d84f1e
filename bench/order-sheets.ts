import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { loadConfig } from '../packages/server/src/config';
import { migrateDatabase, openDatabase } from '../packages/server/src/db/client';
import { insertRegisteredOrder } from '../packages/server/test/features/orders/orders-test-kit';
import { insertEstablishment, signedInUser } from '../packages/server/test/support/factories';
import {
  collectedMemory,
  forkServer,
  freePort,
  ROOT,
  type ServerMemory,
  stopServer,
  waitUntilUp,
} from './server-process';

// Benchmark (not part of npm test), the order sheets (decision 139): POST /api/orders/sheets for 200
// orders, one « Fiche de fabrication » each (both ears, a QR code per page), read by a client over
// loopback that counts the bytes. Prints the time to the last byte and how much the server's RSS,
// heap and array buffers grow meanwhile (targets: 10 s at most, 64 MB of growth at most), on the
// real server and PGlite, with the load average.
//
//   npm run bench -- order-sheets [runs, 5 by default] [--orders=200]

const MB = 1e6;
const ORDERS = Number(
  process.argv.find((arg) => arg.startsWith('--orders='))?.slice('--orders='.length) ?? 200,
);
const RUNS = Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 5);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/** A préparateur and ORDERS validated orders of one establishment, made before the server starts. */
const seed = async (dataDir: string) => {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, MFA_REQUIRED_ROLES: 'none' });
  const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  await migrateDatabase(database);
  const establishment = await insertEstablishment(database.db, { name: 'Audition du Banc' });
  const { token } = await signedInUser(database.db, config, { role: 'preparator' });
  const creator = await signedInUser(database.db, config, {
    role: 'user',
    establishmentId: establishment.id,
  });
  const ids: string[] = [];
  for (let index = 0; index < ORDERS; index++) {
    const order = await insertRegisteredOrder(database.db, {
      establishmentId: establishment.id,
      createdBy: creator.user.id,
      patientFirstName: 'Jeanne',
      patientLastName: `Moreau-${index}`,
      shippingMethod: index % 3 === 0 ? 'express' : 'standard',
      promisedShipOn: '2026-12-03',
      details: { type: 'classic', left: { ...COMPLETE_CLASSIC_EAR }, right: { ...COMPLETE_CLASSIC_EAR } },
    });
    ids.push(order.id);
  }
  await database.close();
  return { token, ids };
};

/** Reads the whole PDF, counting its bytes; the seconds from the request to the last byte. */
const print = async (url: string, token: string, ids: string[]) => {
  const started = process.hrtime.bigint();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ order_ids: ids }),
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`sheets answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return { bytes, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
};

const mb = (bytes: number) => (bytes / MB).toFixed(1);

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-'));
  const { token, ids } = await seed(dataDir);
  const port = await freePort();
  const server = forkServer({ DATA_DIR: dataDir, PORT: String(port), JWT_SECRET, DATABASE_URL: '' }, [
    '--expose-gc',
    '--import',
    join(ROOT, 'bench/report-memory.ts'),
  ]);
  try {
    await waitUntilUp(port);
    const url = `http://127.0.0.1:${port}/api/orders/sheets`;
    // Warm-up: pdfkit and its fonts load with the first document (decision 55).
    await print(url, token, ids.slice(0, 5));

    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `Order sheets benchmark: POST /api/orders/sheets, ${ORDERS} orders in one PDF, real server, PGlite; ${RUNS} runs`,
    );
    console.log(
      `  load average at start (1, 5, 15 min): ${load} on a ${availableParallelism()}-core machine`,
    );
    const figures: { seconds: number; rss: number; heap: number; buffers: number }[] = [];
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
      const { bytes, seconds } = await print(url, token, ids);
      await new Promise((done) => setTimeout(done, 100));
      server.off('message', track);
      const figure = {
        seconds,
        rss: peak.rss - rest.rss,
        heap: peak.heapUsed - rest.heapUsed,
        buffers: peak.arrayBuffers - rest.arrayBuffers,
      };
      figures.push(figure);
      console.log(
        `  run ${run}: ${ORDERS} pages, ${mb(bytes)} MB in ${seconds.toFixed(2)} s | growth: RSS +${mb(figure.rss)} MB, ` +
          `heap +${mb(figure.heap)} MB, array buffers +${mb(figure.buffers)} MB`,
      );
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    console.log(
      `  summary: median ${median(figures.map((f) => f.seconds)).toFixed(2)} s, slowest ` +
        `${Math.max(...figures.map((f) => f.seconds)).toFixed(2)} s (target: 10 s at most); growth max: RSS ` +
        `+${mb(Math.max(...figures.map((f) => f.rss)))} MB, heap +${mb(Math.max(...figures.map((f) => f.heap)))} MB, ` +
        `array buffers +${mb(Math.max(...figures.map((f) => f.buffers)))} MB (target: 64 MB at most)`,
    );
    console.log(
      `  load average at end (1, 5, 15 min): ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
