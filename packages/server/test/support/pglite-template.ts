import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, type Db, migrateDatabase, openDatabase } from '../../src/db/client';
import * as schema from '../../src/db/schema/index';
import { closableView, readTemplateState, resetToTemplate } from './reused-pglite';

// A fresh PGlite runs initdb (seconds of WebAssembly) and then every migration. The server project's
// global setup does that once per run, in a data directory on disk, and dumps it too:
// - each test file gets an in-memory copy of the dump, as fresh and as isolated as before: loaded for
//   a worker's first file, then the same one brought back to the template (decision 80);
// - a test that starts the server or the CLI in a process of its own copies the directory into
//   that process's DATA_DIR (`migratedDataDir`): its start then costs 4 s of CPU, not 13.
export const PGLITE_TEMPLATE_ENV = 'CONQUE_PGLITE_TEMPLATE';
export const PGLITE_TEMPLATE_DIR_ENV = 'CONQUE_PGLITE_TEMPLATE_DIR';

/** Migrates a PGlite once, on disk and as a dump; returns what removes both. */
export const makePgliteTemplate = async (): Promise<() => void> => {
  const root = mkdtempSync(join(tmpdir(), 'conque-pglite-template-'));
  const dataDir = join(root, 'pgdata');
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const path = join(root, 'pgdata.tar');
  writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = path;
  process.env[PGLITE_TEMPLATE_DIR_ENV] = dataDir;
  return () => rmSync(root, { recursive: true, force: true });
};

const loadTemplate = () => {
  const path = process.env[PGLITE_TEMPLATE_ENV];
  if (!path)
    throw new Error(`${PGLITE_TEMPLATE_ENV} is not set: the server project's global setup did not run`);
  return PGlite.create('memory://', { extensions: { pg_trgm }, loadDataDir: new Blob([readFileSync(path)]) });
};

// This worker's idle database and what the template holds (testing/reused-pglite.ts, decision 80).
let idle: PGlite | undefined;
let templateState: Awaited<ReturnType<typeof readTemplateState>> | undefined;

/**
 * An in-memory PGlite holding the run's migrated template: the worker's last one brought back to it,
 * or a new one loaded from the dump.
 */
export const openPgliteFromTemplate = async (): Promise<Database> => {
  let client = idle;
  idle = undefined;
  if (!client) {
    client = await loadTemplate();
    templateState ??= await readTemplateState(client);
  }
  const state = templateState;
  const used = client;
  const { view, close } = closableView(used);
  const db = drizzle({ client: view, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (closed) return;
      closed = true;
      close();
      const reusable = !idle && state && (await resetToTemplate(used, state).catch(() => false));
      // Another file's database may have become the idle one while this one was being reset.
      if (reusable && !idle) idle = used;
      else await used.close();
    },
  };
};

/**
 * A new temporary DATA_DIR whose PGlite database (`pgdata`) is the run's migrated template, as a
 * server leaves it after its first start: no account, no order. Where the PGlite project's setup
 * did not run (PostgreSQL alone), the directory is empty and the process makes its database itself.
 */
export const migratedDataDir = (prefix = 'conque-'): string => {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = process.env[PGLITE_TEMPLATE_DIR_ENV];
  if (template) cpSync(template, join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
};
