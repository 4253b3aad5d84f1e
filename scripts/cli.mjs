// `npm run cli -- <command>`: the bundle (packages/server/dist/cli.js) when it is the build of the
// current sources, the sources through tsx otherwise. It never builds: a command on a workstation
// should not wait for a build, and tsx starts the sources in a second.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildState, ROOT, SERVER_DIST, STATE_LABELS } from './build-state.mjs';

const { server } = buildState(['server']);

const tsxRegister = async () => {
  try {
    return (await import('tsx/esm/api')).register;
  } catch {
    return undefined;
  }
};

// `einvoicing-demo` starts the local test PA, which lives with the tests and is never in the bundle,
// then the server connected to it (decision 146): a development command, through tsx.
if (process.argv[2] === 'einvoicing-demo') {
  const registerTsx = await tsxRegister();
  if (!registerTsx) {
    console.error(
      "La démonstration de la facturation électronique n'existe qu'en développement : installez les " +
        'outils avec « npm ci », puis relancez-la.',
    );
    process.exit(1);
  }
  registerTsx();
  await import(pathToFileURL(join(ROOT, 'packages/server/test/support/einvoicing-demo.ts')).href);
}

const register = server === 'fresh' ? undefined : await tsxRegister();
if (register) {
  register();
  await import(pathToFileURL(join(ROOT, 'packages/server/src/cli/main.ts')).href);
} else if (server === 'missing') {
  console.error(
    "La commande en ligne n'est pas construite (packages/server/dist/cli.js) et tsx n'est pas installé " +
      '(installation faite avec npm ci --omit=dev) : construisez-la avec « npm run build » sur la ' +
      'machine de construction et copiez packages/server/dist ici.',
  );
  process.exit(1);
} else {
  if (server === 'stale')
    console.warn(
      `Attention : la commande en ligne construite ne correspond plus aux sources (${STATE_LABELS.stale}) ` +
        "et tsx n'est pas installé : elle est lancée telle quelle.",
    );
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(SERVER_DIST, 'cli.js')).href);
}
