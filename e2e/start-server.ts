import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_PORT } from './fixtures/server';

// A fresh data directory each run, filled with the demo accounts (e2e/seed.ts) before the server holds it
// (the CLI refuses to open a directory a running server holds).
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: E2E_DATA_DIR,
  PORT: String(E2E_PORT),
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  // Every test signs in from 127.0.0.1: the per-address limits are raised, not removed.
  RATE_LIMIT_FACTOR: '20',
  // The server's stdout is the run's output: a line per request would bury the tests' own.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The webhooks' test (e2e/tests/webhooks) delivers to a receiver on the loopback: test-only.
  WEBHOOKS_ALLOW_INSECURE_LOOPBACK: 'true',
};
delete env.DATABASE_URL;
delete env.SMTP_URL;
// One seeding process (the demo accounts, then the tests' own data): each node + tsx start-up and
// each PGlite opening costs seconds on a loaded machine.
execFileSync('node', ['--import', 'tsx', 'e2e/seed.ts'], { env, stdio: 'inherit' });
// The server's production bundle, which `npm run test:e2e` builds with the web app it serves.
const server = spawn('node', ['packages/server/dist/main.js'], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
