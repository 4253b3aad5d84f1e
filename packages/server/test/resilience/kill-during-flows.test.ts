import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { einvoicingSubmissions } from '../../src/db/schema/index';
import { generateMonthlyInvoices } from '../../src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../../src/features/invoices/invoice-establishment';
import type { Deps } from '../../src/kernel/deps';
import { PA_TOKEN } from '../features/einvoicing/einvoicing-test-kit';
import { shippedInMonthOn } from '../features/einvoicing/send-flows-test-kit';
import { type ProxiedTestPa, startProxiedTestPa } from '../support/prism-proxy';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { autoAcknowledge, flowsPerTrackingId } from '../support/test-pa-acks';
import { processDatabase } from './process-database';

// Decision 146: a kill -9 of the server in the middle of a run of 200 flows, then a restart (on
// PostgreSQL, beside a second process that keeps working): every document reaches the test PA
// (behind Prism) exactly once by its own count. One flow is caught between the PA's receipt and our
// commit on purpose: the PA answers it late, and the process dies waiting.

// PostgreSQL's two processes take the whole run of 200; PGlite's one process proves the same restart
// on 60 (the PDFs of 200 cost it 90 s of the suite's two cores).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const DOCUMENTS = onPostgres ? 200 : 60;
const KILL_AFTER = onPostgres ? 60 : 20;
const MONTH = '2026-01';
/** The servers' JOB_LEASE_MS. */
const LEASE = 10_000;

const until = async (what: string, probe: () => boolean | Promise<boolean>, ms = 240_000) => {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const unsent = async (db: Db) =>
  (await db.select().from(einvoicingSubmissions).where(eq(einvoicingSubmissions.state, 'to_send'))).length;

describe('kill -9 during a run of flows to the PA', () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  const killAndRestart = async (processes: 1 | 2) => {
    const pa: ProxiedTestPa = await startProxiedTestPa({ token: PA_TOKEN });
    closers.push(pa.close);
    autoAcknowledge(pa.pa, { delayMs: 200 });
    const database = await processDatabase();
    closers.push(database.close);
    const einvoicing = {
      flowUrl: pa.flowUrl,
      directoryUrl: pa.directoryUrl,
      auth: { method: 'bearer', token: PA_TOKEN },
    } as const;
    await database.use(async (db) => {
      await shippedInMonthOn(db, MONTH, DOCUMENTS);
      // The run reads the database, the configuration and the clock: no storage.
      const deps = { db, config: { ...database.config, einvoicing }, now: () => new Date() };
      await generateMonthlyInvoices(deps as Deps, { month: MONTH, actor: SYSTEM_ACTOR });
      expect(await unsent(db)).toBe(DOCUMENTS);
    });
    const env = {
      ...database.env,
      // The killed process's jobs come back 10 s after it died, not a minute.
      JOB_LEASE_MS: String(LEASE),
      EINVOICING_FLOW_URL: pa.flowUrl,
      EINVOICING_DIRECTORY_URL: pa.directoryUrl,
      EINVOICING_TOKEN: PA_TOKEN,
    };
    const started: ServerProcess[] = [];
    for (let index = 0; index < processes; index++) started.push(await startServerProcess(env));
    closers.push(() => Promise.all(started.map((server) => server.stop())));

    await until(`${KILL_AFTER} flows`, () => pa.pa.flows.length >= KILL_AFTER);
    // The next upload is kept by the PA and answered 20 s later: the first process dies waiting.
    pa.pa.answerLate('/flow-service/v1/flows', 20_000);
    const kept = pa.pa.flows.length;
    await until('the late upload', () => pa.pa.flows.length > kept, 30_000);
    expect(await started[0]?.stop('SIGKILL')).toBeNull();
    const killedAt = Date.now();
    const atKill = pa.pa.flows.length;
    expect(atKill).toBeLessThan(DOCUMENTS);

    started[0] = await startServerProcess(env);
    // PGlite is held by the servers: the PA's count says when all have arrived, and the jobs the
    // killed process held are taken up once their lease has run out; the rows are read once the
    // servers have stopped.
    await until('every document at the PA', () => flowsPerTrackingId(pa.pa).size >= DOCUMENTS);
    await until('the killed leases taken up', () => Date.now() > killedAt + LEASE + 10_000);
    for (const server of started) expect(await server.stop()).toBe(0);
    started.length = 0;

    const counts = flowsPerTrackingId(pa.pa);
    expect(counts.size).toBe(DOCUMENTS);
    expect([...counts.values()].filter((count) => count !== 1)).toEqual([]);
    // The flow caught between receipt and commit was found by a search, not sent again.
    expect(pa.pa.requests.some((request) => request.path === '/flow-service/v1/flows/search')).toBe(true);
    await database.use(async (db) => {
      expect(await unsent(db)).toBe(0);
      const rows = await db.select().from(einvoicingSubmissions);
      const byFlow = new Map(pa.pa.flows.map((flow) => [flow.trackingId, flow.flowId]));
      expect(rows.filter((row) => row.flowId !== byFlow.get(row.trackingId))).toEqual([]);
    });
    expect(await pa.violations()).toEqual([]);
  };

  // PGlite is one process's: the two-process case is PostgreSQL's, the other PGlite's.
  it.skipIf(onPostgres)(
    'one process, restarted: every document submitted exactly once',
    () => killAndRestart(1),
    600_000,
  );
  it.skipIf(!onPostgres)(
    'two processes, one killed and restarted: every document submitted exactly once',
    () => killAndRestart(2),
    600_000,
  );
});
