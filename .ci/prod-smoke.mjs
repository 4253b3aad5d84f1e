// `npm run test:prod`: the production build as a server would run it. The tracked files and the build
// outputs are copied to a temporary directory, installed there with `npm ci --omit=dev` (so without
// tsx, vite, esbuild or vitest), then the CLI and the server are run from the bundle: the server must
// become ready, serve the web app and stop cleanly on SIGTERM. Each phase prints its duration.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const DEV_ONLY = ['tsx', 'vite', 'esbuild', 'vitest'];
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;

const figures = [];
const WIDTH = 40;
const phase = async (name, run) => {
  console.log(`▷ ${name}`);
  const started = performance.now();
  const result = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  figures.push(`${name.padEnd(WIDTH)} ${seconds.padStart(6)} s`);
  console.log(`◁ ${name}: ${seconds} s`);
  return result;
};

const fail = (message) => {
  throw new Error(message);
};

const sizeOf = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0)
    : statSync(path).size;
const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const freePort = () =>
  new Promise((done, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

// The embedded defaults, whatever the machine running the check has set (CI sets database URLs).
const productionEnv = (dataDir, extra = {}) => {
  const env = { ...process.env, DATA_DIR: dataDir, ...extra };
  for (const name of Object.keys(env)) {
    if (/^(DATABASE_URL|SMTP_URL|JWT_SECRET|HOST|PUBLIC_URL|TRUST_PROXY|S3_.*)$/.test(name)) delete env[name];
    // Set by the `npm run` around this script: they would make the inner npm act on this repository.
    if (/^npm_(config_local_prefix|package_|lifecycle_)/.test(name)) delete env[name];
  }
  return env;
};

const run = (command, args, options) => {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return result;
};

const copyProject = (target) => {
  // The working tree as git sees it (tracked files, and new ones not ignored), without node_modules.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(ROOT, file), join(target, file));
  }
  for (const dist of ['packages/server/dist', 'packages/web/dist'])
    cpSync(join(ROOT, dist), join(target, dist), { recursive: true });
  return files.length;
};

const waitForReady = async (server, baseUrl) => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited with code ${server.exitCode} before being ready`);
    const status = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  fail(`GET /readyz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
};

const expectOk = async (url, contentType) => {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) fail(`GET ${url}: ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes(contentType)) fail(`GET ${url}: content-type ${type}, expected ${contentType}`);
  return body;
};

const residentMegabytes = (pid) => {
  try {
    const kilobytes = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kilobytes ? `${Math.round(Number(kilobytes) / 1024)} MB` : 'unknown';
  } catch {
    return 'unknown (no /proc)';
  }
};

// In memory when the machine has a tmpfs: the install writes, and the end removes, some 10 000
// files, which took tens of seconds on the shared disk of a busy CI machine.
const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'conque-prod-'));
const app = join(work, 'app');
const dataDir = join(work, 'data');
let server;
let serverLog = '';
const started = performance.now();

try {
  await phase('build (only what is stale)', () => {
    const { status } = run(process.execPath, ['scripts/build.mjs', '--if-stale'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (status !== 0) fail('the build failed');
  });

  await phase('copy tracked files and dist', () => {
    const count = copyProject(app);
    console.log(
      `  ${count} files, packages/server/dist ${megabytes(sizeOf(join(app, 'packages/server/dist')))}, packages/web/dist ${megabytes(sizeOf(join(app, 'packages/web/dist')))}`,
    );
  });

  await phase('npm ci --omit=dev', () => {
    const { status, stdout, stderr } = run(
      'npm',
      ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'],
      { cwd: app, env: productionEnv(dataDir) },
    );
    if (status !== 0) fail(`npm ci --omit=dev failed (${status}):\n${stdout}${stderr}`);
    console.log(`  node_modules ${megabytes(sizeOf(join(app, 'node_modules')))}`);
  });

  await phase('development tools absent', () => {
    const places = ['node_modules', ...['domain', 'server', 'web'].map((p) => `packages/${p}/node_modules`)];
    const present = DEV_ONLY.flatMap((name) =>
      places.map((place) => join(place, name)).filter((path) => existsSync(join(app, path))),
    );
    if (present.length > 0) fail(`installed by npm ci --omit=dev: ${present.join(', ')}`);
  });

  await phase('npm run cli -- create-user (bundle)', () => {
    const args = ['create-user', '--email', 'preparateur@conque.test', '--password', 'motdepasse'];
    args.push('--role', 'preparator', '--first-name', 'Anne', '--last-name', 'Lefèvre');
    // What `npm run cli` runs: it must find the bundle fresh, tsx being absent.
    const { status, stdout, stderr } = run(process.execPath, ['scripts/cli.mjs', ...args], {
      cwd: app,
      env: productionEnv(dataDir),
    });
    if (status !== 0 || !stdout.includes('Compte créé') || stderr.includes('Attention'))
      fail(`the CLI answered ${status}:\n${stdout}${stderr}`);
  });

  await phase('npm start without a build: refused', () => {
    // What `npm start` runs, on a server where the web build was not copied.
    renameSync(join(app, 'packages/web/dist'), join(work, 'web-dist'));
    const { status, stderr } = run(process.execPath, ['scripts/start.mjs'], {
      cwd: app,
      env: productionEnv(dataDir),
    });
    renameSync(join(work, 'web-dist'), join(app, 'packages/web/dist'));
    if (status === 0 || !stderr.includes("Conque n'est pas construit"))
      fail(`npm start without a web build answered ${status}:\n${stderr}`);
  });

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await phase('server start until GET /readyz 200', async () => {
    // Nothing may read the sources at run time: they are moved out of the way.
    for (const pkg of ['domain', 'server'])
      renameSync(join(app, `packages/${pkg}/src`), join(work, `${pkg}-src`));
    server = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
      cwd: app,
      env: productionEnv(dataDir, { PORT: String(port) }),
    });
    for (const stream of [server.stdout, server.stderr])
      stream.on('data', (chunk) => {
        serverLog += chunk;
      });
    await waitForReady(server, baseUrl);
    console.log(`  resident memory once ready: ${residentMegabytes(server.pid)}`);
  });

  await phase('GET /, /login, /dashboard, /healthz, hashed /assets/*.js', async () => {
    // Decision 73: `/` and `/login` are pages drawn at build time, the others the app.
    const dist = join(app, 'packages/web/dist');
    const pages = [];
    for (const [path, file] of [
      ['/', 'landing.html'],
      ['/login', 'login.html'],
      ['/dashboard', 'index.html'],
    ]) {
      const page = await expectOk(`${baseUrl}${path}`, 'text/html');
      if (page !== readFileSync(join(dist, file), 'utf8'))
        fail(`GET ${path} is not packages/web/dist/${file}`);
      pages.push(page);
    }
    await expectOk(`${baseUrl}/healthz`, '');
    for (const page of pages) {
      const script =
        /src="(\/assets\/[^"]+-[\w-]{6,}\.js)"/.exec(page)?.[1] ?? fail('no hashed script in the page');
      const body = await expectOk(`${baseUrl}${script}`, 'javascript');
      if (body.length === 0) fail(`GET ${script}: empty`);
    }
  });

  await phase('SIGTERM, exit code 0', async () => {
    const exited = new Promise((done) => server.once('exit', (code, signal) => done({ code, signal })));
    server.kill('SIGTERM');
    const timeout = new Promise((done) => setTimeout(() => done(undefined), STOP_TIMEOUT_MS).unref());
    const result = await Promise.race([exited, timeout]);
    if (!result) fail(`still running ${STOP_TIMEOUT_MS / 1000} s after SIGTERM`);
    if (result.code !== 0) fail(`exited with code ${result.code} (signal ${result.signal})`);
    server = undefined;
  });
} catch (error) {
  console.error(`\nproduction smoke failed: ${error.message}`);
  if (serverLog) console.error(`server output:\n${serverLog}`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  await phase('remove the temporary directory', () => rmSync(work, { recursive: true, force: true }));
}
const total = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\n${figures.join('\n')}\n${'total'.padEnd(WIDTH)} ${total.padStart(6)} s`);
console.log(process.exitCode ? 'production smoke failed' : 'production smoke passed');
