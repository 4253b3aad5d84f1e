import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { gzippedAssetSize, requireFreshBuild } from './production-build';
import { freePort, ROOT, stopServer, waitUntilUp } from './server-process';

// Benchmark (not part of npm test): Lighthouse, mobile with its default simulated throttling (slow
// 4G, 4× CPU slowdown), on the public pages of the real production build (`npm run build`, then
// node packages/server/dist/main.js on a fresh data directory), in Debian's Chromium. Prints per
// route the performance and accessibility scores, LCP, TBT, the bytes transferred, and the
// JavaScript the page loaded, gzipped as the build made it. Targets: performance ≥ 95,
// accessibility 100, LCP ≤ 2.0 s, JavaScript ≤ 100 KB gzipped.
//
//   npm run bench -- lighthouse [runs per route, 1 by default] [route ...]

const args = process.argv.slice(2);
const RUNS = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 1);
const ROUTES = args.filter((arg) => arg.startsWith('/'));
if (ROUTES.length === 0) ROUTES.push('/', '/login', '/register');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// docs/design.md §7: the flags Debian's Chromium needs here (no sandbox, no GPU, the network closed).
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Row = {
  route: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  scriptGzipBytes: number;
  scripts: number;
  accessibilityFailures: string[];
  /** The element Lighthouse took for the largest paint, as its HTML starts. */
  lcpElement: string;
};

const startBuiltServer = (dataDir: string, port: number): ChildProcess =>
  spawn(process.execPath, [join(ROOT, 'packages/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };

type LcpDetails = { items?: { items?: { node?: { snippet?: string } }[] }[] };
const lcpElementOf = (details: unknown) =>
  ((details as LcpDetails | undefined)?.items?.[0]?.items?.[0]?.node?.snippet ?? '?').slice(0, 90);

const audit = async (origin: string, route: string, debuggingPort: number, attempt = 1): Promise<Row> => {
  const result = await lighthouse(`${origin}${route}`, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${route}`);
  const { lhr } = result;
  // A trace that missed the navigation's start (NO_NAVSTART) is Lighthouse's, not the page's: the run
  // is made again, and says so.
  if (lhr.runtimeError?.code === 'NO_NAVSTART' && attempt < 3) {
    console.log(`  ${route}: trace incomplete (NO_NAVSTART), run again`);
    return audit(origin, route, debuggingPort, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`${route} : ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    route,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferredBytes: numeric('total-byte-weight'),
    scriptGzipBytes: scripts.reduce((total, request) => total + gzippedAssetSize(request.url), 0),
    scripts: scripts.length,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((entry) => entry && entry.score !== null && entry.score < 1)
      .map((entry) => `${entry?.id} (${entry?.title})`),
  };
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const main = async () => {
  requireFreshBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'conque-lighthouse-'));
  const port = await freePort();
  const server = startBuiltServer(dataDir, port);
  const debuggingPort = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    await waitUntilUp(port);
    const origin = `http://127.0.0.1:${port}`;
    // Once, unmeasured: the server's first answers (its JIT, the files' first reads) are not a phone's.
    await fetch(`${origin}/`).then((response) => response.text());
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    console.log(
      `Lighthouse (mobile, simulated slow 4G and 4× CPU) on the production build, ${RUNS} run(s) per route`,
    );
    console.log(
      `  load average at start (1, 5, 15 min): ${load} on a ${availableParallelism()}-core machine`,
    );
    console.log('  targets: performance ≥ 95, accessibility 100, LCP ≤ 2.0 s, JavaScript ≤ 100 KB gzipped');
    for (const route of ROUTES) {
      for (let run = 1; run <= RUNS; run++) {
        const row = await audit(origin, route, debuggingPort);
        console.log(
          `  ${route.padEnd(10)} run ${run}: performance ${row.performance}, accessibility ${row.accessibility} | ` +
            `LCP ${(row.lcpMs / 1000).toFixed(2)} s, FCP ${(row.fcpMs / 1000).toFixed(2)} s, ` +
            `TBT ${row.tbtMs.toFixed(0)} ms, CLS ${row.cls.toFixed(3)} | transferred ${kb(row.transferredBytes)} KB | ` +
            `JavaScript ${kb(row.scriptGzipBytes)} KB gzipped in ${row.scripts} files`,
        );
        console.log(`      largest paint: ${row.lcpElement}`);
        for (const failure of row.accessibilityFailures) console.log(`      accessibility: ${failure}`);
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await main();
