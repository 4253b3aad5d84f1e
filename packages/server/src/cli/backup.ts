import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { count } from 'drizzle-orm';
import { create } from 'tar';
import { loadConfig, MFA_KEY_FILE } from '../config';
import { invoices, orders } from '../db/schema/index';
import { BACKUP_FORMAT, type BackupManifest, embeddedOnly, PGDATA_DUMP, parseFileArg } from './backup-format';
import { CliError } from './cli-error';
import { openCliDatabase } from './open-cli-database';

/**
 * `backup <file>` on the embedded default: one gzipped tar holding the PGlite data directory (its
 * own dump), the stored files, and the signing secret, so that sessions and links survive a restore.
 * The server must be stopped (openCliDatabase refuses a held directory): a snapshot taken under a
 * running PGlite could be inconsistent. The file holds patient data: it is written mode 0600.
 */
export const backupCommand = async (args: string[]): Promise<void> => {
  const file = resolve(parseFileArg('backup', args));
  const config = loadConfig();
  embeddedOnly(config, 'sauvegarde');
  if (existsSync(file)) throw new CliError(`Le fichier ${file} existe déjà : choisissez un autre nom.`);
  if (!existsSync(dirname(file))) throw new CliError(`Le dossier ${dirname(file)} n'existe pas.`);

  const database = await openCliDatabase(config);
  const staging = mkdtempSync(join(tmpdir(), 'conque-backup-'));
  try {
    const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
      .$client;
    const [orderCount] = await database.db.select({ n: count() }).from(orders);
    const [invoiceCount] = await database.db.select({ n: count() }).from(invoices);
    writeFileSync(
      join(staging, PGDATA_DUMP),
      new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      orders: orderCount?.n ?? 0,
      invoices: invoiceCount?.n ?? 0,
      files: !config.s3,
    };
    writeFileSync(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = ['manifest.json', PGDATA_DUMP];
    // Links to the data directory's own files and secrets: tar follows them, nothing is copied twice.
    for (const name of ['files', 'jwt-secret', MFA_KEY_FILE]) {
      const source = join(config.dataDir, name);
      if (name === 'files' && config.s3) continue;
      if (!existsSync(source)) continue;
      symlinkSync(source, join(staging, name));
      entries.push(name);
    }
    await create({ file, cwd: staging, gzip: true, follow: true, portable: true, mode: 0o600 }, entries);
    console.log(
      `Sauvegarde écrite dans ${file} : ${manifest.orders} commande(s), ${manifest.invoices} facture(s)` +
        (config.s3
          ? ' (les fichiers restent dans le stockage S3, à sauvegarder à part).'
          : ', fichiers compris.'),
    );
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await database.close();
  }
};
