import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { COMPLETE_CLASSIC_EAR } from '../packages/domain/src/orders/test-fixtures';
import { secretFromBase32, totpCode, totpStep } from '../packages/server/src/auth/mfa/totp';
import { DEMO_PREPARATOR_EMAIL, DEMO_TOTP_SECRET } from '../packages/server/src/cli/demo-second-factor';
import { filmOrderSheets } from '../packages/server/test/support/order-sheet-film';
import { gzippedAssetSize, requireFreshBuild } from './production-build';
import { freePort, ROOT, signIn, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test), decision 142: « Atelier » on the lab floor, on the production
// build with demo data, in Debian's Chromium slowed 4× (CDP Emulation.setCPUThrottlingRate, a tablet's
// CPU). From a scan to the order's card drawn, p95 ≤ 300 ms: the handheld scanner's Enter, and the
// camera's frame (Chromium's fake camera filming printed order sheets, @paulmillr/qr decoding: Chromium on
// Linux has no BarcodeDetector). The time runs from the page's own marks (features/atelier/scan-timing.ts):
// the Enter key, or the frame read — the camera is read 5 times a second, so a sheet waits up to
// 200 ms more before its frame is read. Then the JavaScript the page loads, gzipped at level 9
// (≤ 200 KB), from an empty cache.
//
//   npm run bench -- lab-floor [scans, 20 by default]

const SCANS = Number(process.argv[2] ?? 20);
const CAMERA_SHEETS = 8;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SERVER = join(ROOT, 'packages/server/dist/main.js');
const CLI = join(ROOT, 'packages/server/dist/cli.js');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.length} scans)`;

type Api = (method: string, path: string, token: string, body?: unknown) => Promise<Response>;

/** The demo préparateur's aal2 session: the password, then the code of the README's secret. */
const preparatorSession = async (origin: string) => {
  const grant = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PREPARATOR_EMAIL, password: 'demo1234' }),
  });
  const session = (await grant.json()) as { access_token: string; user: { factors: { id: string }[] } };
  const factor = session.user.factors[0]?.id;
  const headers = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
  const challenge = await fetch(`${origin}/auth/v1/factors/${factor}/challenge`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const { id } = (await challenge.json()) as { id: string };
  const code = totpCode(secretFromBase32(DEMO_TOTP_SECRET), totpStep(new Date()));
  const verified = await fetch(`${origin}/auth/v1/factors/${factor}/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ challenge_id: id, code }),
  });
  if (!verified.ok) throw new Error(`second factor refused: ${verified.status} ${await verified.text()}`);
  return verified.json() as Promise<{ access_token: string }>;
};

/** `count` validated orders of the demo user: their ids and numbers. */
const makeOrders = async (api: Api, port: number, count: number) => {
  const user = await signIn(port, 'utilisateur@conque.demo', 'demo1234');
  const addresses = (await (await api('GET', '/api/delivery-addresses', user)).json()) as {
    items: { id: string }[];
  };
  const orders: { id: string; number: string }[] = [];
  for (let index = 0; index < count; index++) {
    const draft = await api('POST', '/api/rpc/create_draft_order', user, {
      patient_first_name: 'Banc',
      patient_last_name: `Atelier ${index}`,
      patient_gender: 'female',
      patient_hearing_loss: 'moderate',
      details: { type: 'classic', left: { ...COMPLETE_CLASSIC_EAR } },
      shipping_method: 'standard',
      shipping_address: addresses.items[0]?.id,
      transfer_method: 'physical',
    });
    const { id } = (await draft.json()) as { id: string };
    const validated = await api('POST', '/api/update-order', user, {
      orderId: id,
      updates: { status: 'registered' },
    });
    orders.push({ id, number: ((await validated.json()) as { order_number: string }).order_number });
  }
  return orders;
};

const signedInContext = async (
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  origin: string,
  session: unknown,
) => {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1024, height: 768 } });
  await context.addInitScript(
    (value) =>
      (
        globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }
      ).localStorage.setItem('conque-auth', value),
    JSON.stringify(session),
  );
  return context;
};

const throttled = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
};

const measures = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByName('atelier-scan-to-card', 'measure').map((entry) => entry.duration),
  );

const main = async () => {
  requireFreshBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-lab-floor-'));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn' };
  execFileSync(process.execPath, [CLI, 'seed-demo'], { env, stdio: 'ignore' });
  const port = await freePort();
  const server = spawn(process.execPath, [SERVER], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const video = join(dataDir, 'fiches.y4m');
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    await waitUntilUp(port);
    const origin = `http://127.0.0.1:${port}`;
    const api: Api = (method, path, token, body) =>
      fetch(`${origin}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
    const orders = await makeOrders(api, port, SCANS + CAMERA_SHEETS);
    const session = await preparatorSession(origin);
    const sheets = [];
    for (const order of orders.slice(SCANS))
      sheets.push(
        Buffer.from(
          await (await api('GET', `/api/orders/${order.id}/sheet`, session.access_token)).arrayBuffer(),
        ),
      );
    await filmOrderSheets(sheets, video, 2);

    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    console.log(
      `« Atelier »: scan → order's card, Chromium with 4× CPU slowdown (production build, demo data)`,
    );
    console.log(
      `  load average at start (1, 5, 15 min): ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')} on a ${availableParallelism()}-core machine`,
    );
    console.log('  target: p95 ≤ 300 ms; JavaScript ≤ 200 KB gzipped');

    // The JavaScript, from an empty cache: the page ready to scan, then a card, then the camera.
    const context = await signedInContext(browser, origin, session);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    const total = () => [...scripts].reduce((sum, url) => sum + gzippedAssetSize(url), 0);
    await page.goto('/atelier');
    await page.getByLabel('Code scanné').waitFor();
    console.log(`  JavaScript, page ready to scan: ${kb(total())} KB gzipped in ${scripts.size} files`);

    await throttled(context, page);
    for (const order of orders.slice(0, SCANS)) {
      const before = (await measures(page)).length;
      await page.keyboard.type(order.number);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: `Commande ${order.number}` }).waitFor();
      await page.waitForFunction(
        (count) => performance.getEntriesByName('atelier-scan-to-card').length >= count,
        before + 1,
      );
    }
    const scanner = await measures(page);
    console.log(`  handheld scanner (Enter → card): ${summary(scanner)}`);
    console.log(`  JavaScript with a card: ${kb(total())} KB gzipped in ${scripts.size} files`);

    await page.getByRole('button', { name: 'Scanner avec la caméra' }).click();
    for (const order of orders.slice(SCANS))
      await page.getByRole('heading', { name: `Commande ${order.number}` }).waitFor({ timeout: 60_000 });
    const camera = (await measures(page)).slice(scanner.length);
    console.log(`  camera (frame read → card, @paulmillr/qr): ${summary(camera)}`);
    console.log(
      `  JavaScript with the camera (its decoder): ${kb(total())} KB gzipped in ${scripts.size} files`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const url of [...scripts].sort((a, b) => gzippedAssetSize(b) - gzippedAssetSize(a)))
        console.log(`      ${kb(gzippedAssetSize(url)).padStart(6)} ${new URL(url).pathname}`);
    await context.close();
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
