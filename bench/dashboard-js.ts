import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { secretFromBase32, totpCode, totpStep } from '../packages/server/src/auth/mfa/totp';
import { DEMO_PREPARATOR_EMAIL, DEMO_TOTP_SECRET } from '../packages/server/src/cli/demo-second-factor';
import { gzippedAssetSize, requireFreshBuild } from './production-build';
import { freePort, ROOT, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): the JavaScript a signed-in user's browser loads before the
// dashboard's first list shows (≤ 200 KB gzipped). On the production build, demo data
// (`cli seed-demo`), in Debian's Chromium with an empty cache: the user opens /login, signs in, and
// the count stops when the list's first row is visible. Then again as the same user coming back later
// (BENCH_VERBOSE=1 lists the files). Each script is counted at its size in the
// build, gzipped at level 9 (as bench/lighthouse.ts counts).
//
//   npm run bench -- dashboard-js [runs per role, 1 by default]

const RUNS = Number(process.argv[2] ?? 1);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SERVER = join(ROOT, 'packages/server/dist/main.js');
const CLI = join(ROOT, 'packages/server/dist/cli.js');

/** Who signs in, and the first list their home shows. */
const ROLES = [
  { label: 'manager (Mes commandes)', email: 'manager@conque.demo' },
  { label: 'préparateur (tableau de bord)', email: 'preparateur@conque.demo' },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const recordScripts = (page: Page) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  return scripts;
};

let lastTotpStep = -1;

const firstRow = (page: Page) =>
  page.locator('tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });

const report = (label: string, run: number, scripts: string[], path: string) => {
  const total = scripts.reduce((sum, url) => sum + gzippedAssetSize(url), 0);
  console.log(
    `  ${label.padEnd(42)} run ${run}: ${kb(total)} KB gzipped in ${scripts.length} files (${path})`,
  );
  if (!process.env.BENCH_VERBOSE) return;
  for (const url of scripts.sort((a, b) => gzippedAssetSize(b) - gzippedAssetSize(a))) {
    console.log(`      ${kb(gzippedAssetSize(url)).padStart(6)} ${new URL(url).pathname}`);
  }
};

const main = async () => {
  requireFreshBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-dashboard-js-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' };
  execFileSync(process.execPath, [CLI, 'seed-demo'], { env, stdio: 'ignore' });
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitUntilUp(port);
    const origin = `http://127.0.0.1:${port}`;
    console.log(
      `Dashboard JavaScript before the first list (production build, demo data), ${RUNS} run(s) per role`,
    );
    console.log(
      `  load average at start (1, 5, 15 min): ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} on a ${availableParallelism()}-core machine`,
    );
    console.log('  target: ≤ 200 KB gzipped');
    for (const role of ROLES) {
      for (let run = 1; run <= RUNS; run++) {
        // Signs in on /login, then counts again as the same user coming back: a session stored in
        // the browser, an empty cache, the dashboard's address typed.
        const signingIn = await browser.newContext({ baseURL: origin });
        const login = await signingIn.newPage();
        const signInScripts = recordScripts(login);
        await login.goto('/login');
        await login.getByLabel('Email').fill(role.email);
        await login.getByLabel('Mot de passe').fill('demo1234');
        await login.getByRole('button', { name: 'Se connecter' }).click();
        // The demo préparateur types the code of its second factor (the README's secret).
        if (role.email === DEMO_PREPARATOR_EMAIL) {
          // A code is accepted once: the next run waits for the next 30-second step.
          while (totpStep(new Date()) === lastTotpStep)
            await new Promise((resolve) => setTimeout(resolve, 500));
          lastTotpStep = totpStep(new Date());
          const code = totpCode(secretFromBase32(DEMO_TOTP_SECRET), lastTotpStep);
          await login.getByLabel('Code de vérification').fill(code);
          await login.getByRole('button', { name: 'Vérifier' }).click();
        }
        await firstRow(login);
        report(`${role.label}, sign-in`, run, [...signInScripts], login.url().replace(origin, ''));
        const home = login.url();
        const returning = await browser.newContext({
          baseURL: origin,
          storageState: await signingIn.storageState(),
        });
        await signingIn.close();
        const page = await returning.newPage();
        const returnScripts = recordScripts(page);
        await page.goto(home);
        await firstRow(page);
        report(`${role.label}, returning`, run, [...returnScripts], page.url().replace(origin, ''));
        await returning.close();
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
