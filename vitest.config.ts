import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The server suite runs on PGlite (the embedded default), or, when TEST_DATABASE_URL is set, is
// shared between PGlite and PostgreSQL: two projects of one run, sharing its workers
// (docs/architecture.md, Tests).
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverTest = {
  include: ['packages/server/test/**/*.test.ts'],
  environment: 'node',
  setupFiles: ['./vitest.setup.ts', './packages/server/test/support/log-setup.ts'],
  globalSetup: ['./packages/server/test/support/global-setup.ts'],
  testTimeout: 30_000,
  // Each file makes its own app and database; none keeps state in a module. Not isolating the files
  // spares re-importing the server for each of them (import time 490 s → 83 s over the run).
  isolate: false,
  hookTimeout: 60_000,
} as const;

// With PostgreSQL, each file runs where it tests something (decisions 72, 83):
// - the permission matrices and bad-input files run on PostgreSQL only: they hold no SQL of their own;
// - files that open no database run once, in the PGlite project;
// - the CLI's refusals never open a database and use PGlite's data directory: PGlite only;
// - PGlite, the embedded default, keeps what is its own (data directory, processes, CLI, backups,
//   migrations, jobs, mail outbox) and what depends on the engine (numbering, counters, locks,
//   sessions, search). The other use cases run on PostgreSQL; the e2e suite runs every flow of the
//   spec through the app on PGlite.
// Without PostgreSQL, PGlite runs every file.
const SERVER = 'packages/server/test';
const NO_DATABASE = [
  'kernel/jwt',
  'config',
  'features/impression-requests/working-days',
  'http/event-stream',
  'mesh/check-mesh',
  'features/stl-files/stl-inspector',
  'http/client-ip',
  'pdf/factur-x/cii-document',
  'pdf/order-form',
  'pdf/pdf-text',
  'storage/local-storage',
  'storage/s3-storage',
  'storage/s3-sweep',
  'support/test-pa',
  // Decision 147: RFC 9421's vectors, the CDAR schema.
  'features/einvoicing/http-signature',
  'features/einvoicing/cdar',
].map((name) => `${SERVER}/${name}.test.ts`);
const PGLITE_ONLY = [`${SERVER}/cli/cli-refusals.test.ts`];
const EMBEDDED_AND_ENGINE = [
  ...NO_DATABASE,
  // config.test.ts (no database, above) and shutdown.test.ts (the server process).
  `${SERVER}/*.test.ts`,
  ...['cli', 'db', 'jobs', 'mail', 'resilience'].map((folder) => `${SERVER}/${folder}/**/*.test.ts`),
  ...[
    // The second factor's protocol (conditional updates, the refresh's one statement).
    'auth/mfa/factors',
    'auth/rate-limits',
    'auth/refresh-token-grant',
    // A key revoked on one process is refused by another (each engine's notifications).
    'features/api-keys/api-keys',
    // The example client against the built server, on either database.
    'api-v1/example-client',
    // The permission matrix of /api/v1, reads and writes, on both databases.
    'api-v1/permission-matrix',
    // The idempotency key's conditional upsert.
    'http/idempotency',
    'features/credit-notes/credit-notes',
    'features/invoices/generate-monthly-invoices',
    'features/invoices/generate-monthly-invoices-batches',
    'features/invoices/list-invoices',
    'features/invoices/monthly-invoices-job',
    // Decision 145: the reform's mentions copied by the issuing statement, on both databases.
    'features/invoices/reform-mentions',
    // LISTEN/NOTIFY: PGlite's own listener, PostgreSQL's connections.
    'http/live-events',
    // The second factor's rule × the permission table, on both databases.
    'features/mfa/aal-matrix',
    // The e-invoicing connection's permission matrix, on both databases (decision 140).
    'features/einvoicing/permission-matrix',
    // Decision 145: the clinics' e-invoicing addresses, their reads and their matrix, on both databases.
    'features/einvoicing/directory',
    'features/einvoicing/directory-permission-matrix',
    // Decision 147: a status applied once (the flowId's key), by the webhook and the search.
    'features/einvoicing/lifecycle-webhook',
    'features/einvoicing/lifecycle-permission-matrix',
    'features/einvoicing/payment-received',
    // Decision 146: each document queued in its issuing transaction, sent exactly once.
    'features/einvoicing/send-flows',
    'features/orders/export-orders-csv',
    'features/orders/due-orders',
    'features/orders/list-orders',
    'features/orders/order-counts',
    'features/orders/validate-order',
    // Decision 143: two validations racing for a day's last place (the advisory lock).
    'features/planning/capacity',
    'features/sessions/sessions',
    // The sign-in history and the new-device mail, on both databases.
    'features/sign-in-history/sign-in-history',
    'features/statistics/statistics',
    'features/users/list-users',
    // The triggers, the two workers' claims and the permission matrix.
    'features/webhooks/webhooks',
    'features/webhooks/permission-matrix',
    // Decision 139: the order sheets' matrix and their « validated today » (Paris day), on both
    // databases.
    'features/order-sheets/order-sheets',
    'features/order-sheets/permission-matrix',
    // Decision 141: the lab's steps, their Idempotency-Key, the 409, the quality control, the
    // webhook trigger and the permission matrix, on both databases.
    'features/production/production-steps',
    'features/production/quality-control',
    'features/production/permission-matrix',
    // Decision 144: the statements declared at shipment, stored and kept, and who downloads them, on
    // both databases.
    'features/device-statements/device-statements',
    'features/device-statements/kept-statements',
    'features/device-statements/permission-matrix',
    // One summary per person and week with processes racing (the key's wait).
    'features/weekly-summary/weekly-summary',
  ].map((name) => `${SERVER}/${name}.test.ts`),
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores, a single worker on a 2-core machine; the
    // PostgreSQL files mostly wait on the database server, so they take one more.
    maxWorkers: availableParallelism() + (postgresUrl ? 1 : 0),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: nothing a file could leave to the next; one module graph per worker.
          isolate: false,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      // An empty URL is how the PGlite project's files see no PostgreSQL (createTestDb, skipIf).
      // WITH_PG_PROJECT: a test too slow to run twice runs one case per project (resilience/).
      {
        test: {
          ...serverTest,
          name: 'server',
          ...(postgresUrl ? { include: EMBEDDED_AND_ENGINE } : {}),
          env: { TEST_DATABASE_URL: '', WITH_PG_PROJECT: postgresUrl ? 'true' : '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...serverTest,
                name: 'server-pg',
                exclude: [...configDefaults.exclude, ...NO_DATABASE, ...PGLITE_ONLY],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      './packages/web/vite.config.ts',
    ],
  },
});
