import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

// A PostgreSQL server of the test's own, on a free port and a fresh directory, to stop and start
// while a Conque server runs on it: stopping the shared one on 5432 would break every other test
// running beside. Debian's binaries (/usr/lib/postgresql/<version>/bin); as root, they run as the
// postgres user, since PostgreSQL refuses to run as root.

export type PostgresCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Fast shutdown: open sessions are ended (57P01), as in a restart or a failover. */
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

const binDir = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
};

/** Whether this machine can run a cluster of the test's own (false: the test is skipped, and says why). */
export const canRunOwnCluster = (): boolean => binDir() !== undefined;

const asRoot = process.getuid?.() === 0;

const run = (bin: string, args: string[]) => {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, commandArgs, { stdio: 'pipe', timeout: 60_000 });
};

export const startPostgresCluster = async (): Promise<PostgresCluster> => {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const directory = mkdtempSync(join(tmpdir(), 'conque-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(directory, uid, gid);
  }
  const data = join(directory, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  const start = () =>
    run(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      join(directory, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
      'start',
    ]);
  const stop = () => run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
