import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count } from 'drizzle-orm';
import { extract } from 'tar';
import { loadConfig, MFA_KEY_FILE } from '../config';
import { runningServerPid } from '../db/data-dir-lock';
import { invoices, orders } from '../db/schema/index';
import { BACKUP_FORMAT, type BackupManifest, embeddedOnly, PGDATA_DUMP, parseFileArg } from './backup-format';
import { CliError } from './cli-error';
import { openCliDatabase } from './open-cli-database';

/** What a data directory holds once used; a restore goes only where none of it is. */
const USED = ['pgdata', 'files', 'server.pid'];

/**
 * `restore <file>` into a fresh DATA_DIR (never over data: the directory must hold no database and no
 * files). All or nothing: on any failure what the restore wrote is removed again.
 */
export const restoreCommand = async (args: string[]): Promise<void> => {
  const file = resolve(parseFileArg('restore', args));
  if (!existsSync(file)) throw new CliError(`Le fichier ${file} n'existe pas.`);
  const config = loadConfig();
  embeddedOnly(config, 'restauration');
  const { dataDir } = config;
  const pid = runningServerPid(dataDir);
  if (pid) throw new CliError(`Le serveur Conque (pid ${pid}) utilise ${dataDir} : arrêtez-le d'abord.`);
  const used = USED.filter((name) => existsSync(join(dataDir, name)));
  if (used.length > 0) {
    throw new CliError(
      `Le répertoire de données ${dataDir} contient déjà des données (${used.join(', ')}) : ` +
        'restaurez dans un répertoire neuf (DATA_DIR=…), la restauration ne remplace jamais des données.',
    );
  }

  mkdirSync(dataDir, { recursive: true });
  // Inside the data directory, so that moving the files into place is a rename, not a copy.
  const staging = mkdtempSync(join(dataDir, '.restauration-'));
  try {
    await extract({ file, cwd: staging, strict: true }).catch((error: unknown) => {
      throw new CliError(`${file} n'est pas une sauvegarde Conque lisible (${String(error)}).`);
    });
    const manifest = readManifest(staging, file);
    const client = await PGlite.create(join(dataDir, 'pgdata'), {
      extensions: { pg_trgm },
      loadDataDir: new Blob([readFileSync(join(staging, PGDATA_DUMP))]),
    });
    await client.close();
    for (const name of ['files', 'jwt-secret', MFA_KEY_FILE]) {
      if (!existsSync(join(staging, name))) continue;
      rmSync(join(dataDir, name), { force: true });
      renameSync(join(staging, name), join(dataDir, name));
    }
    const restored = await countRows(config);
    console.log(
      `Sauvegarde du ${manifest.createdAt} restaurée dans ${dataDir} : ${restored.orders} commande(s), ` +
        `${restored.invoices} facture(s)${manifest.files ? ', fichiers compris' : ''}.`,
    );
  } catch (error) {
    for (const name of ['pgdata', 'files']) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
};

const readManifest = (staging: string, file: string): BackupManifest => {
  const path = join(staging, 'manifest.json');
  const manifest = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Partial<BackupManifest>)
    : {};
  if (manifest.format !== BACKUP_FORMAT || !readdirSync(staging).includes(PGDATA_DUMP))
    throw new CliError(`${file} n'est pas une sauvegarde Conque (format ${BACKUP_FORMAT} attendu).`);
  return manifest as BackupManifest;
};

/** Opens the restored database like the server does (migrating it if the backup is older). */
const countRows = async (config: ReturnType<typeof loadConfig>) => {
  const database = await openCliDatabase(config);
  try {
    const [orderCount] = await database.db.select({ n: count() }).from(orders);
    const [invoiceCount] = await database.db.select({ n: count() }).from(invoices);
    return { orders: orderCount?.n ?? 0, invoices: invoiceCount?.n ?? 0 };
  } finally {
    await database.close();
  }
};
