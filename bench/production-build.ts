import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildState } from '../scripts/build-state.mjs';
import { ROOT } from './server-process';

// What the benchmarks of the production build share: they measure `npm run build`'s output as it is,
// so a build older than the sources stops them, and a script is counted at its built size.

const WEB_DIST = join(ROOT, 'packages/web/dist');

/** Stops the benchmark, saying what to do, unless both parts are built from the current sources. */
export const requireFreshBuild = () => {
  const state = buildState();
  if (state.server !== 'fresh' || state.web !== 'fresh') {
    console.error(
      `La construction n'est pas à jour (${JSON.stringify(state)}) : lancez d'abord npm run build.`,
    );
    process.exit(1);
  }
};

/** The built file behind an asset URL, gzipped at level 9 (Vite's own report uses gzip too); 0 if none. */
export const gzippedAssetSize = (url: string) => {
  const file = join(WEB_DIST, new URL(url).pathname);
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
};
