import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// The server suite runs on PGlite (the embedded default), and on PostgreSQL too when
// TEST_DATABASE_URL is set: two projects of one run, sharing its workers (docs/architecture.md, Tests).
const postgresUrl = process.env.TEST_DATABASE_URL;
const serverTest = {
  include: ['packages/server/src/**/*.test.ts'],
  environment: 'node',
  setupFiles: ['./vitest.setup.ts', './packages/server/src/testing/log-setup.ts'],
  globalSetup: ['./packages/server/src/testing/global-setup.ts'],
  testTimeout: 30_000,
  // Each file makes its own app and database; none keeps state in a module. Not isolating the files
  // spares re-importing the server for each of them (import time 490 s → 83 s over the run).
  isolate: false,
  hookTimeout: 60_000,
} as const;

// With PostgreSQL, what does not depend on the database engine runs there only (decision 72): the
// permission matrices and bad-input files (who may do what, which input is refused, nothing
// written) hold no SQL of their own; the CLI's refusals never open a database and use PGlite's
// data directory. Without PostgreSQL, PGlite runs every file.
const ENGINE_INDEPENDENT = [
  'packages/server/src/**/permission-matrix.test.ts',
  'packages/server/src/**/bad-input.test.ts',
];
const PGLITE_ONLY = ['packages/server/src/cli/cli-refusals.test.ts'];

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
          exclude: [...configDefaults.exclude, ...(postgresUrl ? ENGINE_INDEPENDENT : [])],
          env: { TEST_DATABASE_URL: '', WITH_PG_PROJECT: postgresUrl ? 'true' : '' },
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...serverTest,
                name: 'server-pg',
                exclude: [...configDefaults.exclude, ...PGLITE_ONLY],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
      './packages/web/vite.config.ts',
    ],
  },
});
