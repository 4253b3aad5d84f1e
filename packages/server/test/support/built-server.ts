import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from '../../../../scripts/build-state.mjs';

// Tests that start the server or the CLI in a process of their own run the production bundle
// (packages/server/dist, made by scripts/build.mjs), as an operator does: a start costs 4 s of CPU
// instead of 10 through tsx. The server projects' global setup builds it when its sources changed,
// and each start checks again (40 ms): in watch mode a source may change between two runs.
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const BUILT_SERVER = join(REPO_ROOT, 'packages/server/dist/main.js');
export const BUILT_CLI = join(REPO_ROOT, 'packages/server/dist/cli.js');

/** `node scripts/build.mjs --if-stale server`: nothing to do when the bundle matches the sources. */
export const buildServerIfStale = () => {
  if (buildState(['server']).server === 'fresh') return;
  const { status } = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'server'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (status !== 0) throw new Error(`the server's build failed (code ${status})`);
};
