// `npm run build`: the production build, both parts (web, server); `--if-stale` builds only the
// parts whose outputs are missing or whose sources changed (build-state.mjs), as `npm start` does.
// Naming a part builds that part alone (`--if-stale server`: the server tests' global setup).
//
// The server and the CLI are bundled by esbuild with our workspace code (@conque/domain is
// TypeScript source), leaving every npm package external: `npm ci --omit=dev` installs them, with
// what they read beside their own code (@node-rs/argon2's native binary, PGlite's wasm and data,
// pdfkit's font metrics and ICC profile). packages/server/dist sits at the depth of src, so that
// app.ts's `../../web/dist`, db/client.ts's `./migrations` and pdf/pdf-a-fonts.ts's `./fonts` (beside
// the bundle) hold for both.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import {
  buildState,
  inputsDigest,
  PARTS,
  ROOT,
  readStamps,
  SERVER_DIST,
  STAMPS_FILE,
  STATE_LABELS,
  WEB_DIST,
} from './build-state.mjs';

const SERVER = join(ROOT, 'packages/server');
const STAMPS_NAME = 'build-stamps.json';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// What the production install provides: the dependencies of the server and of the domain it bundles.
const declaredDependencies = () =>
  new Set(
    ['packages/server/package.json', 'packages/domain/package.json']
      .flatMap((file) => Object.keys(readJson(join(ROOT, file)).dependencies ?? {}))
      .filter((name) => !name.startsWith('@conque/')),
  );

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports stay imports of the installed package, except our own workspace's, which are bundled.
 * A package that is not a declared dependency (a development one, or only hoisted here) would be
 * missing in production: the build fails on it instead of the server at its first start.
 */
const externalDependencies = {
  name: 'external-dependencies',
  setup(build) {
    const declared = declaredDependencies();
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@conque/')) return undefined;
      if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
      const name = packageName(args.path);
      if (declared.has(name)) return { external: true };
      return {
        errors: [
          {
            text: `${name} n'est une dépendance ni de @conque/server ni de @conque/domain : l'installation de production (npm ci --omit=dev) ne l'aurait pas.`,
          },
        ],
      };
    });
  },
};

const buildServer = async () => {
  const esbuild = await import('esbuild');
  // Everything but the stamps, so that a bundle from removed code cannot linger.
  mkdirSync(SERVER_DIST, { recursive: true });
  for (const entry of readdirSync(SERVER_DIST)) {
    if (entry !== STAMPS_NAME) rmSync(join(SERVER_DIST, entry), { recursive: true, force: true });
  }
  await esbuild.build({
    entryPoints: { main: join(SERVER, 'src/main.ts'), cli: join(SERVER, 'src/cli/main.ts') },
    outdir: SERVER_DIST,
    bundle: true,
    // A module imported with import() becomes a chunk of its own, loaded on first use: the S3 driver
    // and its SDK stay out of a server that stores files locally (decision 55). Chunks sit beside the
    // entry points: modules that find files beside themselves (migrations) may end up in one.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Unminified: a production stack trace stays readable even without --enable-source-maps.
    minify: false,
    plugins: [externalDependencies],
    logLevel: 'warning',
  });
  // Only what the migrator and the readiness probe read (the .sql files, meta/_journal.json): the
  // snapshots are drizzle-kit's, for generating the next migration.
  cpSync(join(SERVER, 'src/db/migrations'), join(SERVER_DIST, 'migrations'), {
    recursive: true,
    filter: (source) => !source.endsWith('_snapshot.json'),
  });
  // The fonts the invoices embed (pdf/pdf-a-fonts.ts reads them beside the bundle), with their licence.
  cpSync(join(SERVER, 'src/pdf/fonts'), join(SERVER_DIST, 'fonts'), { recursive: true });
  // The CDAR D22B schema the lifecycle statuses are validated against (xml/cdar-schema.ts).
  cpSync(join(SERVER, 'src/xml/cdar-d22b'), join(SERVER_DIST, 'cdar-d22b'), { recursive: true });
  // Run by db/client.ts in a process of its own, beside the bundle as beside the sources.
  cpSync(join(SERVER, 'src/db/init-pglite-data-dir.mjs'), join(SERVER_DIST, 'init-pglite-data-dir.mjs'));
};

const buildWeb = () => {
  const { status } = spawnSync('npm', ['run', '--silent', 'build', '-w', '@conque/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error(`vite build a échoué (code ${status})`);
};

const BUILDERS = { server: buildServer, web: buildWeb };

const sizeOf = (path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).reduce((total, entry) => total + sizeOf(join(path, entry)), 0)
    : statSync(path).size;

const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} Mo`;

const writeStamp = (part, digest) => {
  const stamps = readStamps();
  if (digest) stamps[part] = { inputs: digest, builtAt: new Date().toISOString() };
  else delete stamps[part];
  mkdirSync(SERVER_DIST, { recursive: true });
  writeFileSync(STAMPS_FILE, `${JSON.stringify(stamps, null, 2)}\n`);
};

const onlyStale = process.argv.includes('--if-stale');
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
for (const part of named) {
  if (!(part in PARTS)) {
    console.error(`Partie inconnue : ${part} (parties : ${Object.keys(PARTS).join(', ')})`);
    process.exit(2);
  }
}
const state = buildState();
const parts = Object.keys(PARTS).filter(
  (part) => (named.length === 0 || named.includes(part)) && (!onlyStale || state[part] !== 'fresh'),
);

for (const part of parts) {
  if (onlyStale) console.log(`Construction de la partie ${part} (${STATE_LABELS[state[part]]})…`);
  // The digest of the sources as the build starts: a file saved during the build leaves it stale.
  const digest = inputsDigest(part);
  // A build that fails halfway must not be taken for a fresh one.
  writeStamp(part, undefined);
  const started = performance.now();
  try {
    await BUILDERS[part]();
  } catch (error) {
    console.error(`La construction de la partie ${part} a échoué : ${error.message}`);
    process.exit(1);
  }
  writeStamp(part, digest);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const output = part === 'server' ? SERVER_DIST : WEB_DIST;
  console.log(
    `Partie ${part} construite en ${seconds} s (${output.slice(ROOT.length + 1)} : ${megabytes(sizeOf(output))})`,
  );
}
