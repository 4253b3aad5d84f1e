import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { secretFromBase32, totpCode, totpStep } from '../packages/server/src/auth/mfa/totp';
import { DEMO_TOTP_SECRET } from '../packages/server/src/cli/demo-second-factor';
import { gzippedAssetSize, requireFreshBuild } from './production-build';
import { freePort, ROOT, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): the JavaScript the statistics pages load, on the
// production build with demo data, in Debian's Chromium with an empty cache, counted as
// bench/dashboard-js.ts counts (each script at its size in the build, gzipped at level 9): a person
// signed in opens the page by its address until its first chart shows; then, from the dashboard,
// what following the menu to it adds (the charts' own chunk). BENCH_VERBOSE=1 lists the files.
//
//   npm run bench -- statistics-js [runs per page, 1 by default]

const RUNS = Number(process.argv[2] ?? 1);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SERVER = join(ROOT, 'packages/server/dist/main.js');
const CLI = join(ROOT, 'packages/server/dist/cli.js');

const PAGES = [
  {
    label: 'préparateur, Statistiques',
    email: 'preparateur@conque.demo',
    path: '/dashboard/preparator/statistics',
    link: 'Statistiques',
  },
  { label: 'manager, Activité', email: 'manager@conque.demo', path: '/dashboard/activity', link: 'Activité' },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const recordScripts = (page: Page) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  return scripts;
};

const firstChart = (page: Page) =>
  page.locator('figure svg').first().waitFor({ state: 'visible', timeout: 60_000 });

const report = (label: string, scripts: Set<string>) => {
  const total = [...scripts].reduce((sum, url) => sum + gzippedAssetSize(url), 0);
  console.log(`  ${label.padEnd(58)} ${kb(total).padStart(7)} KB gzipped in ${scripts.size} files`);
  if (!process.env.BENCH_VERBOSE) return;
  for (const url of [...scripts].sort((a, b) => gzippedAssetSize(b) - gzippedAssetSize(a)))
    console.log(`      ${kb(gzippedAssetSize(url)).padStart(6)} ${new URL(url).pathname}`);
};

const signIn = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  if (email.startsWith('preparateur')) {
    await page
      .getByLabel('Code de vérification')
      .fill(totpCode(secretFromBase32(DEMO_TOTP_SECRET), totpStep(new Date())));
    await page.getByRole('button', { name: 'Vérifier' }).click();
  }
  await page.locator('tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
};

const main = async () => {
  requireFreshBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-statistics-js-'));
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
    console.log(`Statistics pages' JavaScript (production build, demo data), ${RUNS} run(s) per page`);
    console.log(
      `  load average at start (1, 5, 15 min): ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')} on a ${availableParallelism()}-core machine`,
    );
    for (const target of PAGES) {
      for (let run = 1; run <= RUNS; run++) {
        const signingIn = await browser.newContext({ baseURL: origin });
        await signIn(await signingIn.newPage(), target.email);
        const storageState = await signingIn.storageState();
        await signingIn.close();
        // The page opened by its address: everything it needs, from an empty cache.
        const direct = await browser.newContext({ baseURL: origin, storageState });
        const page = await direct.newPage();
        const all = recordScripts(page);
        await page.goto(target.path);
        await firstChart(page);
        report(`${target.label}, opened by its address (run ${run})`, all);
        await direct.close();
        // From the dashboard, through the menu, in a fresh context: what the page adds to the
        // scripts the dashboard had loaded (the charts' own chunk).
        const viaMenu = await browser.newContext({ baseURL: origin, storageState });
        const dashboard = await viaMenu.newPage();
        await dashboard.goto('/dashboard');
        await dashboard.locator('tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
        const added = recordScripts(dashboard);
        await dashboard.getByRole('link', { name: target.link, exact: true }).first().click();
        await firstChart(dashboard);
        report(`${target.label}, added to the dashboard's (run ${run})`, added);
        await viaMenu.close();
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
