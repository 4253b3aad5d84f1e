// What the production build is made of, and whether the build on disk is still the one its sources
// would give. Plain JavaScript: `npm start` runs it on a server where only `npm ci --omit=dev` ran,
// so without tsx.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const SERVER_DIST = join(ROOT, 'packages/server/dist');
export const WEB_DIST = join(ROOT, 'packages/web/dist');
// Not in the web build: the server serves every file of packages/web/dist to anyone.
export const STAMPS_FILE = join(SERVER_DIST, 'build-stamps.json');

const SHARED_INPUTS = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json'];

/**
 * The two parts, built separately so that a change to the server alone costs a second, not a web
 * build. `inputs` are everything a part is made from; `outputs`, what must be there to serve it.
 */
export const PARTS = {
  server: {
    inputs: [
      ...SHARED_INPUTS,
      'packages/server/src',
      'packages/server/package.json',
      'packages/server/tsconfig.json',
      'tsconfig.base.json',
      'scripts/build.mjs',
    ],
    outputs: ['main.js', 'cli.js', 'init-pglite-data-dir.mjs', 'migrations/meta/_journal.json'].map((file) =>
      join(SERVER_DIST, file),
    ),
  },
  web: {
    inputs: [
      ...SHARED_INPUTS,
      'packages/web/src',
      'packages/web/index.html',
      'packages/web/public',
      'packages/web/vite.config.ts',
      'packages/web/build-plugins.ts',
      'packages/web/prerender-public-pages.ts',
      'packages/web/package.json',
      'packages/web/tsconfig.json',
    ],
    outputs: [join(WEB_DIST, 'index.html')],
  },
};

// Tests are never imported by the application: editing one does not make the build stale.
const isTest = (name) => /\.test\.tsx?$/.test(name);

const filesUnder = (path) => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() || !isTest(entry.name) ? filesUnder(join(path, entry.name)) : [],
  );
};

/**
 * A digest of the inputs' paths and contents. Contents rather than modification times: a checkout,
 * a copy or an archive rewrites the times of files it did not change, and a deployment may copy the
 * sources after the build; neither should pass for a change, nor hide one.
 */
export const inputsDigest = (part) => {
  const hash = createHash('sha256');
  const files = PARTS[part].inputs.flatMap((input) => filesUnder(join(ROOT, input))).sort();
  for (const file of files) {
    hash.update(`${relative(ROOT, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
};

export const readStamps = () => {
  try {
    return JSON.parse(readFileSync(STAMPS_FILE, 'utf8'));
  } catch {
    return {};
  }
};

/**
 * Each part's state: 'missing' (an output is absent), 'stale' (its sources changed since it was
 * built) or 'fresh'.
 */
export const buildState = (parts = Object.keys(PARTS)) => {
  const stamps = readStamps();
  return Object.fromEntries(
    parts.map((part) => {
      if (!PARTS[part].outputs.every((file) => existsSync(file))) return [part, 'missing'];
      return [part, stamps[part]?.inputs === inputsDigest(part) ? 'fresh' : 'stale'];
    }),
  );
};

/** esbuild and vite are development dependencies: absent after `npm ci --omit=dev`. */
export const buildToolsInstalled = () => {
  const fromWeb = createRequire(join(ROOT, 'packages/web/package.json'));
  const fromRoot = createRequire(join(ROOT, 'package.json'));
  try {
    fromRoot.resolve('esbuild');
    fromWeb.resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
};

export const STATE_LABELS = {
  missing: 'absente',
  stale: 'sources modifiées depuis sa construction',
  fresh: 'à jour',
};
