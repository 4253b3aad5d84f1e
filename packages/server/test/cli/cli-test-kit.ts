import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILT_CLI, buildServerIfStale, REPO_ROOT } from '../support/built-server';
import { migratedDataDir } from '../support/pglite-template';
import { TEST_MFA_KEY } from '../support/test-mfa-key';

// Test helpers: the CLI as an operator runs it (its production bundle), a child process on a
// temporary DATA_DIR.

export const ACCOUNT_ARGS = ['--password', 'motdepasse', '--first-name', 'Anne', '--last-name', 'Lefèvre'];

export type CliRun = { code: number; stdout: string; stderr: string };

const dirs: string[] = [];

export const tempDataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'conque-cli-'));
  dirs.push(dir);
  return dir;
};

/** A temporary DATA_DIR whose database is already made and migrated, as a first start leaves it. */
export const migratedTempDataDir = (): string => {
  const dir = migratedDataDir('conque-cli-');
  dirs.push(dir);
  return dir;
};

export const removeTempDataDirs = () => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
};

/** Runs `npm run cli -- …` (without npm) on PGlite in dataDir, or on PostgreSQL when a URL is given. */
export const runCli = (dataDir: string, args: string[], databaseUrl?: string): Promise<CliRun> => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.JWT_SECRET;
  delete env.MFA_ENCRYPTION_KEY;
  // On PostgreSQL the key of the TOTP secrets is required (config.ts); PGlite keeps its own.
  if (databaseUrl) Object.assign(env, { DATABASE_URL: databaseUrl, MFA_ENCRYPTION_KEY: TEST_MFA_KEY });
  buildServerIfStale();
  return new Promise((done) => {
    execFile(process.execPath, [BUILT_CLI, ...args], { cwd: REPO_ROOT, env }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
};
