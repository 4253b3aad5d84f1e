import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { monthWindow, previousParisMonth } from '../packages/domain/src/invoices/invoice-month';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { computeOrderPrices } from '../packages/domain/src/pricing/compute-order-prices';
import { loadConfig } from '../packages/server/src/config';
import { migrateDatabase, openDatabase } from '../packages/server/src/db/client';
import { generateMonthlyInvoices } from '../packages/server/src/features/invoices/generate-monthly-invoices';
import { SYSTEM_ACTOR } from '../packages/server/src/features/invoices/invoice-establishment';
import type { Deps } from '../packages/server/src/kernel/deps';
import { startProxiedTestPa } from '../packages/server/test/support/prism-proxy';
import { autoAcknowledge, flowsPerTrackingId } from '../packages/server/test/support/test-pa-acks';
import { forkServer, freePort, stopServer, waitUntilUp } from './server-process';
import { siretSql } from './siret-sql';

// Benchmark (not part of npm test), the sending part of e-invoicing (decision 146): a monthly run of
// 2 000 invoices on PostgreSQL, with the connection on, sent by one server process (the real
// main.ts, its worker's lanes) to the local test PA behind Prism (annex A), which acknowledges each
// flow Ok a second after receiving it. Prints the run's time, the time until every flow is
// deposited and until every one is acknowledged (target ≤ 5 min), the PA's own count of flows per
// trackingId (none twice) and the load average. The lifecycle part is another file.
//
//   npm run bench -- einvoicing-send [invoices=2000]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (the server to use; default shown)

const INVOICES = Number(process.argv[2] ?? 2_000);
const TARGET_MS = 5 * 60_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'conque_bench_einvoicing';
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const TOKEN = 'bench-pa-token';

const dbUrl = () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const recreate = async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
};

/** INVOICES establishments, each with one order shipped last month. */
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
    from generate_series(1, ${INVOICES}) g`);
  // Each listed in the PA's directory, read before the run (decision 146: an invoice goes only with
  // its buyer's address).
  await db.execute(sql`
    insert into einvoicing_directory_entries (establishment_id, siret, status, lines, read_at)
    select id, siret, 'found', jsonb_build_array(jsonb_build_object('addressing_identifier', left(siret, 9),
      'siren', left(siret, 9), 'siret', siret, 'routing_identifier', null, 'routing_code_name', null,
      'platform_type', 'WK', 'platform_status', 'Enabled')), now()
    from establishments`);
  await db.execute(sql`
    insert into users (email, encrypted_password, email_confirmed_at) values ('bench@conque.test', 'x', now())`);
  await db.execute(sql`
    insert into profiles (id, email, role, first_name, last_name)
    select id, email, 'manager', 'Banc', 'Essai' from users where email = 'bench@conque.test'`);
  await db.execute(sql`
    insert into orders (order_number, establishment_id, created_by, status, patient_first_name, patient_last_name,
      details, shipping_method, transfer_method, validated_at, shipped_at)
    select 'B-' || e.n, e.id, (select id from profiles limit 1), 'shipped', 'Patient', 'Banc',
      ${JSON.stringify(details)}::jsonb, 'standard', 'physical',
      ${start.toISOString()}::timestamptz + interval '2 days', ${start.toISOString()}::timestamptz + interval '3 days'
    from (select id, row_number() over (order by id) n from establishments) e`);
  await db.execute(sql`analyze`);
};

const states = async (db: Deps['db']) => {
  const result = (await db.execute(
    sql`select state, count(*)::int as count from einvoicing_submissions group by state`,
  )) as unknown as { rows: { state: string; count: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.state, row.count])) as Record<string, number>;
};

console.log(`Charge moyenne au départ : ${load()} (1, 5, 15 min)`);
const pa = await startProxiedTestPa({ token: TOKEN });
autoAcknowledge(pa.pa, { delayMs: 1_000 });
await recreate();
const database = await openDatabase({ databaseUrl: dbUrl() });
await migrateDatabase(database);
await seed(database.db);
const einvoicing = {
  flowUrl: pa.flowUrl,
  directoryUrl: pa.directoryUrl,
  auth: { method: 'bearer', token: TOKEN },
};
const port = await freePort();
const server = forkServer({
  PORT: String(port),
  DATABASE_URL: dbUrl(),
  JWT_SECRET,
  LOG_LEVEL: 'warn',
  EINVOICING_FLOW_URL: pa.flowUrl,
  EINVOICING_DIRECTORY_URL: pa.directoryUrl,
  EINVOICING_TOKEN: TOKEN,
});
try {
  await waitUntilUp(port);
  const config = { ...loadConfig({ JWT_SECRET }), databaseUrl: dbUrl(), einvoicing } as Deps['config'];
  // The run reads the database, the configuration and the clock: the server's worker does the rest.
  const deps = { db: database.db, config, now: () => new Date() } as Deps;
  const t0 = Date.now();
  const run = await generateMonthlyInvoices(deps, {
    month: previousParisMonth(new Date()),
    actor: SYSTEM_ACTOR,
  });
  console.log(
    `Génération : ${run.created} factures pour ${run.month}, chacune mise en file, en ${seconds(Date.now() - t0)}`,
  );
  let deposited: number | undefined;
  for (;;) {
    const now = await states(database.db);
    const elapsed = Date.now() - t0;
    if (deposited === undefined && (now.to_send ?? 0) === 0) deposited = elapsed;
    if ((now.ok ?? 0) + (now.error ?? 0) >= run.created) break;
    if (elapsed > 3 * TARGET_MS)
      throw new Error(`toujours pas fini après ${seconds(elapsed)} : ${JSON.stringify(now)}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const total = Date.now() - t0;
  const counts = [...flowsPerTrackingId(pa.pa).values()];
  console.log(
    `Déposés : tous en ${seconds(deposited ?? total)} ; acquittés : tous en ${seconds(total)} (objectif ≤ 5 min)`,
  );
  console.log(
    `Plateforme de test : ${counts.length} numéros reçus, ${counts.filter((count) => count > 1).length} reçus deux fois ; ` +
      `${JSON.stringify(await states(database.db))} ; ${(await pa.violations()).length} écart(s) aux annexes relevé(s) par Prism`,
  );
  console.log(`Charge moyenne à la fin : ${load()} (1, 5, 15 min)`);
} finally {
  await stopServer(server);
  await database.close();
  await pa.close();
}
