import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './e2e/fixtures/server';

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the real server,
// started on a fresh data directory with the demo accounts (e2e/start-server.ts). Its headless shell
// (package chromium-headless-shell, the same engine without the desktop browser around it) when
// installed: the suite takes a fifth less time and CPU (decision 71, docs/decisions/); E2E_CHROMIUM chooses.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e/tests',
  fullyParallel: true,
  workers: 2,
  // One retry: a test that fails twice fails the run; one that passes on retry is listed as flaky
  // (docs/decisions/0067-end-to-end-tests-get-one-retry.md).
  retries: 1,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // As a user who asks for less motion: no animation frames to draw (decision 75, docs/decisions/).
    reducedMotion: 'reduce',
    // Recorded on a failing test's retry only: recording every test cost a third of the CPU
    // (docs/decisions/0077-e2e-traces-recorded-on-the-retry-only.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
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
  // The lab's planning is one for everybody: planning.spec.ts changes its production time and
  // capacity.spec.ts its capacity, which move the date every other test's wizard shows (and
  // validation checks it as shown, decisions 99 and 143). They run once the others are done, and one
  // at a time: a production time changed, or an order « À risque » made, beside the capacity test
  // moved the day it had just filled.
  projects: [
    { name: 'main', testIgnore: /planning\/(planning|capacity)\.spec\.ts/ },
    {
      name: 'planning',
      testMatch: /planning\/(planning|capacity)\.spec\.ts/,
      dependencies: ['main'],
      workers: 1,
    },
  ],
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
