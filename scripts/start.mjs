// `npm start`: serves the production build (packages/server/dist/main.js), building first only the
// parts that are missing or whose sources changed (build-state.mjs). On a server installed with
// `npm ci --omit=dev` the build tools are absent: a missing build stops here with what to do, a
// stale one is served as it is, with a warning.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, buildToolsInstalled, ROOT, SERVER_DIST, STATE_LABELS } from './build-state.mjs';

const state = buildState();
const unfit = Object.entries(state).filter(([, value]) => value !== 'fresh');

if (unfit.length > 0) {
  const what = unfit.map(([part, value]) => `partie ${part} : ${STATE_LABELS[value]}`).join(' ; ');
  if (buildToolsInstalled()) {
    const { status } = spawnSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--if-stale'], {
      stdio: 'inherit',
    });
    if (status !== 0) process.exit(status ?? 1);
  } else if (unfit.some(([, value]) => value === 'missing')) {
    console.error(
      `Conque n'est pas construit (${what}) et les outils de construction ne sont pas installés ` +
        '(installation faite avec npm ci --omit=dev).\n' +
        'Construisez-le sur la machine de construction avec « npm ci && npm run build », puis copiez ' +
        'packages/server/dist et packages/web/dist ici ; ou installez aussi les outils ici avec ' +
        '« npm ci », puis relancez « npm start ».',
    );
    process.exit(1);
  } else {
    console.warn(
      `Attention : la version construite ne correspond plus aux sources (${what}) et les outils de ` +
        'construction ne sont pas installés : elle est servie telle quelle. Reconstruisez-la avec ' +
        '« npm run build » sur la machine de construction.',
    );
  }
}

// Stack traces in the server's log point into src/, not into the bundle. Enabled before the bundle
// loads: source maps are read for the modules loaded after.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(join(SERVER_DIST, 'main.js')).href);
