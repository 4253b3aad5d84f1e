import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { monthWindow, previousParisMonth } from '../packages/domain/src/invoices/invoice-month';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { computeOrderPrices } from '../packages/domain/src/pricing/compute-order-prices';
import { loadConfig } from '../packages/server/src/config';
import { migrateDatabase, openDatabase } from '../packages/server/src/db/client';
import { generateMonthlyInvoices } from '../packages/server/src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../packages/server/src/features/invoices/invoice-establishment';
import { POLL_INTERVAL_MS, WORKER_CONCURRENCY } from '../packages/server/src/jobs/worker';
import type { Deps } from '../packages/server/src/kernel/deps';
import { createLocalStorage } from '../packages/server/src/storage/local-storage';
import { runRegisteredJobs } from '../packages/server/src/wiring/run-registered-jobs';
import { siretSql } from './siret-sql';

// Benchmark (not part of npm test): the month-end invoice run on PostgreSQL for 10 000
// establishments with 10 orders each shipped last month, PDFs included. The database
// conque_bench_invoices is made afresh from the project's migrations; the run is the product's own
// generateMonthlyInvoices, then its job worker's runDueJobs in WORKERS processes (as several server
// processes share the jobs table), each running WORKER_CONCURRENCY jobs at once as the server's
// worker does, until every PDF is stored. Prints the load average at start, the times, the CPU time
// and peak RSS of every process; the target is at most 60 s in all.
//
// With `ensemble`, the workers start with the generation and poll as the server's worker does, taking
// each batch's PDF jobs once it commits (how it runs in production); without, they start after it.
//
//   node --import tsx bench/invoice-generation.ts [establishments=10000] [orders each=10] [workers=2] [ensemble]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the server to use; default shown)

const ESTABLISHMENTS = Number(process.argv[2] ?? 10_000);
const ORDERS_EACH = Number(process.argv[3] ?? 10);
const WORKERS = Number(process.argv[4] ?? 2);
const OVERLAP = process.argv[5] === 'ensemble';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'conque_bench_invoices';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const dbUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const depsFor = (db: Deps['db'], filesDir: string): Deps => {
  const config = { ...loadConfig({ DATA_DIR: filesDir, JWT_SECRET }), databaseUrl: dbUrl() };
  const now = () => new Date();
  return { db, config, now, storage: createLocalStorage({ root: filesDir, secret: JWT_SECRET, now }) };
};

/**
 * A worker process: runs due jobs, polling while the generation goes on (its parent says when it
 * has ended), until none is left; then reports its jobs, CPU time and peak RSS.
 */
const worker = async (filesDir: string) => {
  let generated = process.argv[4] !== 'ensemble';
  let wake = () => {};
  process.on('message', () => {
    generated = true;
    wake();
  });
  const database = await openDatabase({ databaseUrl: dbUrl() });
  const deps = depsFor(database.db, filesDir);
  let done = 0;
  for (;;) {
    const ended = generated;
    const summary = await runRegisteredJobs(deps, {
      batchSize: 50,
      concurrency: WORKER_CONCURRENCY,
      log: console.warn,
    });
    done += summary.done;
    if (summary.done + summary.retried + summary.failed > 0) continue;
    if (ended) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, POLL_INTERVAL_MS);
    });
  }
  await database.close();
  const usage = process.resourceUsage();
  process.send?.({
    done,
    maxRss: usage.maxRSS * 1024,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
  });
  process.disconnect?.();
};

const recreate = async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
};

/** 10 000 establishments, one creator, and their orders shipped last month, in a few set-based statements. */
const seed = async (db: Deps['db']) => {
  const { start } = monthWindow(previousParisMonth(new Date()));
  const details = {
    type: 'classic',
    left: COMPLETE_CLASSIC_EAR,
    prices: computeOrderPrices({ type: 'classic', left: COMPLETE_CLASSIC_EAR }, 'standard'),
  };
  await db.execute(sql`
    insert into establishments (name, siret, billing_street_address, billing_postal_code, billing_city)
    select 'Audition ' || g, ${sql.raw(siretSql("lpad(g::text, 13, '0')"))}, g || ' rue de la République', '69002', 'Lyon'
    from generate_series(1, ${ESTABLISHMENTS}) g`);
  await db.execute(sql`
    insert into users (email, encrypted_password, email_confirmed_at) values ('bench@conque.test', 'x', now())`);
  await db.execute(sql`
    insert into profiles (id, email, role, first_name, last_name)
    select id, email, 'manager', 'Banc', 'Essai' from users where email = 'bench@conque.test'`);
  await db.execute(sql`
    insert into orders (order_number, establishment_id, created_by, status, patient_first_name, patient_last_name,
      details, shipping_method, transfer_method, validated_at, shipped_at, shared_shipping_group)
    select 'B-' || e.n || '-' || k, e.id, (select id from profiles limit 1), 'shipped', 'Patient' || k, 'Banc',
      ${JSON.stringify(details)}::jsonb, 'standard', 'physical',
      ${start.toISOString()}::timestamptz + interval '2 days',
      ${start.toISOString()}::timestamptz + (k || ' hours')::interval,
      null
    from (select id, row_number() over (order by id) n from establishments) e, generate_series(1, ${ORDERS_EACH}) k`);
  // A third of the second orders ship in the first one's parcel (docs/design.md §5.9): the discount line.
  await db.execute(sql`
    update orders o set shared_shipping_group = l.id
    from orders l
    where o.order_number like '%-2' and l.order_number = replace(o.order_number, '-2', '-1')
      and l.establishment_id = o.establishment_id and (o.establishment_id::text < '5')`);
  await db.execute(sql`analyze`);
};

type WorkerReport = { done: number; maxRss: number; cpuMs: number };
const cpuMsOfThisProcess = () => {
  const usage = process.resourceUsage();
  return (usage.userCPUTime + usage.systemCPUTime) / 1000;
};

const main = async () => {
  console.log(
    `Charge moyenne au départ : ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  await recreate();
  const database = await openDatabase({ databaseUrl: dbUrl() });
  await migrateDatabase(database);
  const filesDir = mkdtempSync(join(tmpdir(), 'conque-bench-invoices-'));
  try {
    let t0 = Date.now();
    await seed(database.db);
    console.log(
      `Données : ${ESTABLISHMENTS} établissements × ${ORDERS_EACH} commandes expédiées (${seconds(Date.now() - t0)})`,
    );

    const month = previousParisMonth(new Date());
    const startWorkers = () => {
      const children = Array.from({ length: WORKERS }, () =>
        fork(import.meta.filename, ['--worker', filesDir, OVERLAP ? 'ensemble' : 'après'], {
          execArgv: ['--import', 'tsx'],
        }),
      );
      const reports = Promise.all(
        children.map(
          (child) =>
            new Promise<WorkerReport>((resolve, reject) => {
              child.once('message', (message) => resolve(message as WorkerReport));
              child.once('exit', (code) => code !== 0 && reject(new Error(`worker exit ${code}`)));
            }),
        ),
      );
      return { children, reports };
    };
    const cpu0 = cpuMsOfThisProcess();
    t0 = Date.now();
    const early = OVERLAP ? startWorkers() : undefined;
    const result = await generateMonthlyInvoices(depsFor(database.db, filesDir), {
      month,
      actor: SYSTEM_ACTOR,
    });
    const generation = Date.now() - t0;
    console.log(
      `Génération : ${result.created} factures pour ${month} en ${seconds(generation)} ` +
        `(CPU du processus Node ${seconds(cpuMsOfThisProcess() - cpu0)})`,
    );

    const t1 = Date.now();
    for (const child of early?.children ?? []) child.send('generated');
    const reports = await (early ?? startWorkers()).reports;
    const pdfs = Date.now() - t1;
    const [{ count } = { count: 0 }] = (
      (await database.db.execute(
        sql`select count(*)::int as count from invoices where pdf_url is not null`,
      )) as unknown as {
        rows: { count: number }[];
      }
    ).rows;
    console.log(
      `PDF : ${count} stockés par ${WORKERS} processus (${reports.map((r) => r.done).join(' + ')}) ` +
        `${OVERLAP ? 'pendant la génération, les derniers' : 'en'} ${seconds(pdfs)}${OVERLAP ? ' après elle' : ''} ` +
        `(CPU ${reports.map((r) => seconds(r.cpuMs)).join(' + ')})`,
    );
    console.log(`Total : ${seconds(generation + pdfs)} (objectif ≤ 60 s)`);
    console.log(
      `RSS max : génération ${mib(process.resourceUsage().maxRSS * 1024)} ; ` +
        `tâches PDF ${reports.map((r) => mib(r.maxRss)).join(', ')}`,
    );
  } finally {
    await database.close();
    rmSync(filesDir, { recursive: true, force: true });
  }
};

if (process.argv[2] === '--worker') await worker(process.argv[3] ?? '');
else await main();
