import type { Config } from '../config';
import { CliError, usageError } from './cli-error';

// The backup archive of the embedded default (cli/backup.ts, cli/restore.ts): a gzipped tar with
// manifest.json, the PGlite dump, files/ (the local storage), jwt-secret and mfa-key (the key of the
// TOTP secrets: without it, every second factor of the restored data would be unreadable).

export const BACKUP_FORMAT = 'conque-backup-1';
export const PGDATA_DUMP = 'pgdata.tar';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  orders: number;
  invoices: number;
  /** Whether the archive holds the stored files (not when they live on S3). */
  files: boolean;
};

export const parseFileArg = (command: string, args: string[]): string => {
  const [file, ...rest] = args;
  if (!file || file.startsWith('-') || rest.length > 0)
    throw usageError(`${command} prend un argument : le chemin du fichier de sauvegarde.`);
  return file;
};

/** PostgreSQL has its own tools, which can also back up a running server. */
export const embeddedOnly = (config: Config, what: 'sauvegarde' | 'restauration') => {
  if (config.databaseUrl) {
    throw new CliError(
      `La ${what} par la ligne de commande concerne la base intégrée (PGlite). Avec DATABASE_URL, ` +
        'utilisez pg_dump et pg_restore (possibles serveur en marche), et les outils de votre stockage S3.',
    );
  }
};
