import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config';
import { migrateDatabase, openDatabase } from '../packages/server/src/db/client';
import { einvoicingWebhookKeys, invoices } from '../packages/server/src/db/schema/index';
import { sealEinvoicingSecret } from '../packages/server/src/features/einvoicing/einvoicing-secret';
import { insertEstablishment, signedInUser } from '../packages/server/test/support/factories';
import { startTestPa } from '../packages/server/test/support/test-pa';
import { lifecycleCdar, signedWebhookRequest } from '../packages/server/test/support/test-pa-webhook';
import { BENCH_MFA_ENV, forkServer, freePort, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test), the lifecycle statuses in (decision 147): STATUSES statuses
// received through the PA's RFC 9421-signed webhook by the real server (PGlite), CONCURRENCY calls
// at a time, each CDAR downloaded from the local test PA, validated against D22B and applied.
// Prints how many were applied and the time from receipt to the invoice's status (the webhook's
// answer comes once it is applied): p50, p95 (target: 1 s at most), max, with the load average.
//
//   npm run bench -- einvoicing-lifecycle [statuses, 10000] [concurrency, 8]

const STATUSES = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const PA_TOKEN = 'bench-pa-token';
const KEY = { keyId: 'bench-key', secret: Buffer.alloc(32, 7).toString('base64') };
const PUBLIC_URL = 'http://conque.bench';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** One invoice per status, made before the server starts, and the webhook's key. */
const seed = async (dataDir: string) => {
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, ...BENCH_MFA_ENV });
  const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
  await migrateDatabase(database);
  const establishment = await insertEstablishment(database.db, { name: 'Audition du Banc' });
  await signedInUser(database.db, config, { role: 'preparator' });
  await database.db.execute(sql`
    insert into invoices (number, establishment_id, establishment_snapshot, month, lines, total_ht,
      total_tva, total_ttc, issued_at, due_at)
    select 'F-2026-' || lpad(i::text, 5, '0'), ${establishment.id},
      ${JSON.stringify({ name: 'Audition du Banc', siret: '55203253400646', billing_street_address: '1 rue', billing_postal_code: '75001', billing_city: 'Paris' })}::jsonb,
      'b-' || i, '[]'::jsonb, 0, 0, 0, now(), now()
    from generate_series(1, ${STATUSES}) as i`);
  await database.db.insert(einvoicingWebhookKeys).values({
    keyId: KEY.keyId,
    secret: sealEinvoicingSecret(config, 'webhook-secret', KEY.secret),
  });
  const [counted] = await database.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
  await database.close();
  return counted?.n ?? 0;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const main = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-bench-'));
  const seeded = await seed(dataDir);
  const pa = await startTestPa({ token: PA_TOKEN });
  const port = await freePort();
  const server = forkServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    JWT_SECRET,
    DATABASE_URL: '',
    PUBLIC_URL,
    EINVOICING_FLOW_URL: pa.flowUrl,
    EINVOICING_DIRECTORY_URL: pa.directoryUrl,
    EINVOICING_TOKEN: PA_TOKEN,
  });
  try {
    await waitUntilUp(port);
    console.log(
      `Lifecycle benchmark: ${STATUSES} statuses through the signed webhook, ${CONCURRENCY} at a time, real server, PGlite, ${seeded} invoices`,
    );
    console.log(
      `  load average at start (1, 5, 15 min): ${load()} on a ${availableParallelism()}-core machine`,
    );
    const codes = [200, 203, 204, 205, 207, 211];
    const flows = Array.from({ length: STATUSES }, (_, index) =>
      pa.emitLifecycle(
        lifecycleCdar({
          documentNumber: `F-2026-${String(index + 1).padStart(5, '0')}`,
          statusCode: codes[index % codes.length] ?? 200,
          at: '20261128100000',
        }),
      ),
    );
    const url = `http://127.0.0.1:${port}/api/einvoicing/webhook`;
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    let resent = 0;
    // A kept-alive socket the server closes just as a request leaves it (ECONNRESET) is sent again,
    // as a PA would: the flowId is applied once whatever the number of calls.
    const post = async (headers: Record<string, string>, body: string): Promise<Response> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await fetch(url, { method: 'POST', headers, body });
        } catch (error) {
          if (attempt >= 3) throw error;
          resent += 1;
        }
      }
    };
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      for (;;) {
        const flow = flows[next++];
        if (!flow) return;
        const { headers, body } = await signedWebhookRequest(
          `${PUBLIC_URL}/api/einvoicing/webhook`,
          KEY,
          flow,
        );
        const sent = performance.now();
        const answer = await post(headers, body);
        const { outcome } = (await answer.json()) as { outcome?: string };
        latencies.push(performance.now() - sent);
        const key = `${answer.status} ${outcome ?? '?'}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        if (latencies.length % 1000 === 0) {
          const sorted = [...latencies].sort((a, b) => a - b);
          console.log(
            `  … ${latencies.length} in ${((performance.now() - started) / 1000).toFixed(0)} s, p95 so far ${percentile(sorted, 0.95).toFixed(0)} ms, load ${load()}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `  answers: ${[...outcomes].map(([key, n]) => `${key} × ${n}`).join(', ')}; calls sent again after a reset socket: ${resent}`,
    );
    console.log(
      `  receipt → status applied: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms (target: 1000 ms at most), max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
    );
    console.log(
      `  ${STATUSES} statuses in ${seconds.toFixed(1)} s: ${(STATUSES / seconds).toFixed(0)} a second`,
    );
    console.log(`  load average at end (1, 5, 15 min): ${load()}`);
  } finally {
    await stopServer(server);
    await pa.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
