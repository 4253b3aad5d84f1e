import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './e2e/fixtures/server';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// started on a fresh data directory with the demo accounts (e2e/start-server.ts).
export default defineConfig({
  testDir: './e2e/tests',
  fullyParallel: true,
  workers: 2,
  // One retry: a test that fails twice fails the run; one that passes on retry is listed as flaky
  // (docs/decisions.md 67).
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/start-server.ts',
    url: `${E2E_BASE_URL}/api/dev/mail`,
    reuseExistingServer: false,
    // Seeding and starting take 20 s on an idle machine, minutes on a loaded one.
    timeout: 400_000,
    stdout: 'pipe',
    env: { PORT: String(E2E_PORT) },
  },
});
