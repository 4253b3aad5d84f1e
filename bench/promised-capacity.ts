import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_PLANNING } from '../packages/domain/src/planning/planning-settings';
import { type Database, migrateDatabase, openDatabase } from '../packages/server/src/db/client';
import { countDueOrders } from '../packages/server/src/features/orders/count-due-orders';
import { listOrders } from '../packages/server/src/features/orders/list-orders';
import { listPlanningDays } from '../packages/server/src/features/planning/list-planning-days';
import { promisedDayWithRoom } from '../packages/server/src/features/planning/promise-with-capacity';
import type { Deps } from '../packages/server/src/kernel/deps';
import { benchDatabaseUrl, POSTGRES_ADMIN_URL } from './order-list/bench-data';
import { load } from './order-list/load-driver';
import { ms, summarise } from './order-list/percentiles';

// Benchmark (not part of npm test), decision 143: the capacity-aware promised day and the « Planning »
// view with N orders, half shipped, half awaiting shipment over the next 250 days (N / 500 a day).
// The promise is timed with every day full (its search walks all of them: the worst case) and with
// room on the first day; the view reads its fifteen working days. Then the dashboard's « À risque »
// (its filter's first page, and the due counts that include it): the orders awaiting shipment are
// registered or in progress at their first step, so those promised in the window are all at risk.
// PGlite in memory by default; --postgres: a database of its own (BENCH_DATABASE_CAPACITY,
// conque_bench_capacity), made again.
//
//   npm run bench -- promised-capacity [orders, 50000] [runs, 200] [--postgres]

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const ORDERS = Number(args[0] ?? 50_000);
const RUNS = Number(args[1] ?? 200);
const POSTGRES = process.argv.includes('--postgres');
const NAME = process.env.BENCH_DATABASE_CAPACITY ?? 'conque_bench_capacity';
const DAYS = 250;
const NOW = new Date();

const open = async (): Promise<Database> => {
  if (!POSTGRES) return openDatabase({ dataDir: 'memory://' });
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${NAME}`);
  await admin.end();
  return openDatabase({ databaseUrl: benchDatabaseUrl(NAME) });
};

const fill = async (database: Database) => {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`insert into establishments (name, siret, billing_street_address, billing_postal_code, billing_city)
    values ('Audition Banc', '55203253400646', '1 rue de la Paix', '75002', 'Paris')`);
  await run(`insert into users (email, encrypted_password) values ('banc@example.fr', 'x')`);
  await run(`insert into profiles (id, email, role, establishment_id)
    select u.id, u.email, 'manager', e.id from users u, establishments e`);
  // Order i: shipped when even (promised in the past), else awaiting, promised today + (i / 2) mod 250.
  await run(`insert into orders (establishment_id, created_by, status, order_number, patient_first_name,
      patient_last_name, details, shipping_method, promised_ship_on, validated_at)
    select p.establishment_id, p.id,
      case when i % 2 = 0 then 'shipped' when i % 3 = 0 then 'in_progress' else 'registered' end,
      'B-' || lpad(i::text, 8, '0'), 'Prénom' || i, 'Nom' || i, '{"type":"classic"}'::jsonb, 'standard',
      case when i % 2 = 0 then current_date - (i % ${DAYS}) else current_date + ((i / 2) % ${DAYS}) end,
      now()
    from profiles p, generate_series(1, ${ORDERS}) as i`);
  await run('vacuum analyze orders');
};

const time = async (call: () => Promise<unknown>) => {
  await call();
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
};

const main = async () => {
  const database = await open();
  await migrateDatabase(database);
  const started = performance.now();
  await fill(database);
  const perDay = Math.floor(ORDERS / 2 / DAYS);
  console.log(
    `\nPromised day with a capacity on ${database.kind}: ${ORDERS} orders, ${ORDERS / 2} awaiting shipment ` +
      `over ${DAYS} days (~${perDay} a day), made in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `${RUNS} runs each; load average at start ${load()}`,
  );
  const promise = (daily_capacity: number) => () =>
    promisedDayWithRoom(database.db, {
      validatedAt: NOW,
      tipType: 'classic',
      shippingMethod: 'standard',
      settings: { ...DEFAULT_PLANNING, daily_capacity },
    });
  const deps = { db: database.db, now: () => NOW } as Deps;
  const preparator = { id: 'bench', role: 'preparator', establishmentId: null } as const;
  const view = () => listPlanningDays(deps, preparator);
  const atRiskPage = () => listOrders(deps, preparator, { page: 1, due: 'at_risk' });
  const dueCounts = () => countDueOrders(deps, preparator);
  const cases: [string, () => Promise<unknown>][] = [
    [`promise, every day full (capacity ${perDay})`, promise(perDay)],
    [`promise, room on the first day (capacity ${perDay * 2})`, promise(perDay * 2)],
    ['« Planning » view, 15 working days', view],
    ['« À risque » filter, first page and its total', atRiskPage],
    ['due counts (late, today, « À risque »)', dueCounts],
  ];
  console.log(`  ${'case'.padEnd(48)}     p50      p95      max  load average`);
  for (const [label, call] of cases) {
    const figures = await time(call);
    console.log(
      `  ${label.padEnd(48)} ${ms(figures.p50).padStart(7)} ${ms(figures.p95).padStart(8)} ${ms(figures.max).padStart(8)}  ${load()}`,
    );
  }
  console.log(`  worst-case day: ${await promise(perDay)()}`);
  console.log(
    `  orders « À risque »: ${(await atRiskPage()).total}; due counts: ${JSON.stringify(await dueCounts())}`,
  );
  await database.close();
};

await main();
