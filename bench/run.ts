// npm run bench: every benchmark in turn; npm run bench -- <name> [its arguments]: that one alone.
// Not part of npm test: they print figures and assert nothing.
//   stl-upload        [runs per size] [--s3]
//   order-list        [orders] [seconds per API run] [--explain] [--drop]  (PostgreSQL, 8 and 32 connections)
//   order-list-pglite [orders] [seconds per query]                 (PGlite, one connection)
//   auth              [seconds per run] [--postgres | --pglite]    (profile reads, token refresh, sign-in)
//   lighthouse        [runs per route] [route ...]                  (the production build; npm run build first)
//   idle-memory       [runs] [--postgres]                           (the production build's RSS at rest)
//   dashboard-js      [runs per role]                               (the JavaScript before the first list)
//   live-events       [streams ...]                                 (GET /api/events held open, PostgreSQL)
//   webhooks          [events] [rate per second]                    (two processes deliver, PostgreSQL)
//   statistics        [orders] [seconds per run] [--drop]           (the statistics, PostgreSQL, 8 clients)
//   statistics-js     [runs]                                        (the JavaScript of the statistics page)
//   archive           [runs] [--s3]                                  (GET /api/v1/orders/{id}/archive, two 100 MB files)
//   api-orders        [orders] [seconds per run]                    (GET /api/v1/orders with a key, 8 clients, PostgreSQL)
//   busy-day          [seconds, 600] [--kill] [--rate <factor>]     (the day's mix on 2 processes, PostgreSQL, S3)
//   order-sheets      [runs] [--orders=200]                          (200 order sheets in one PDF, PGlite)
//   promised-capacity [orders] [runs] [--postgres]                 (the promised day with a capacity, PGlite)
//   lab-floor         [scans]                                       (« Atelier »: scan → card at 4× CPU slowdown, its JS)
//   einvoicing-send   [invoices, 2000]                              (a month's run sent to the test PA behind Prism, PostgreSQL)
//   einvoicing-lifecycle [statuses, 10000] [concurrency, 8]         (the PA's signed webhook, real server, PGlite)

// A module (top-level await).
export {};

const BENCHMARKS: Record<string, () => Promise<unknown>> = {
  'stl-upload': () => import('./stl-upload'),
  'order-list': () => import('./order-list'),
  'order-list-pglite': () => import('./order-list-pglite'),
  auth: () => import('./auth'),
  lighthouse: () => import('./lighthouse'),
  'idle-memory': () => import('./idle-memory'),
  'dashboard-js': () => import('./dashboard-js'),
  'live-events': () => import('./live-events'),
  webhooks: () => import('./webhooks'),
  statistics: () => import('./statistics'),
  'statistics-js': () => import('./statistics-js'),
  archive: () => import('./archive'),
  'api-orders': () => import('./api-orders'),
  'busy-day': () => import('./busy-day'),
  'order-sheets': () => import('./order-sheets'),
  'promised-capacity': () => import('./promised-capacity'),
  'lab-floor': () => import('./lab-floor'),
  'einvoicing-send': () => import('./einvoicing-send'),
  'einvoicing-lifecycle': () => import('./einvoicing-lifecycle'),
};

const name = process.argv[2];
const chosen = name === undefined ? undefined : BENCHMARKS[name];
if (name !== undefined && !chosen) {
  console.error(`Benchmark inconnu : ${name}. Au choix : ${Object.keys(BENCHMARKS).join(', ')}.`);
  process.exit(1);
}
if (chosen) {
  // The benchmark reads its own arguments from argv[2] on, as when run directly.
  process.argv.splice(2, 1);
  await chosen();
} else {
  for (const run of Object.values(BENCHMARKS)) await run();
}
