import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// PGlite does not lock its data directory (docs/design.md §7): the server writes its pid beside it, and
// the CLI refuses to open a directory whose server is still alive.
const lockFile = (dataDir: string) => join(dataDir, 'server.pid');

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const runningServerPid = (dataDir: string): number | undefined => {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return undefined;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
};

export const holdDataDir = (dataDir: string): (() => void) => {
  const pid = runningServerPid(dataDir);
  if (pid)
    throw new Error(`Le répertoire de données ${dataDir} est déjà utilisé par le serveur (pid ${pid}).`);
  // The first start with JWT_SECRET set has made no data directory yet.
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockFile(dataDir), String(process.pid));
  return () => rmSync(lockFile(dataDir), { force: true });
};
