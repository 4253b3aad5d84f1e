import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { holdDataDir, runningServerPid } from '../db/data-dir-lock';
import { CliError } from './cli-error';

/**
 * The server's own database, migrated. PGlite does not lock its directory (docs/design.md §7): the CLI
 * refuses one that a live server holds, before opening anything, and holds it itself meanwhile so
 * that a server started during the command refuses in turn.
 */
export const openCliDatabase = async (config: Config): Promise<Database> => {
  let release = () => {};
  if (!config.databaseUrl) {
    const pid = runningServerPid(config.dataDir);
    if (pid) {
      throw new CliError(
        `Le serveur Conque (pid ${pid}) utilise le répertoire de données ${config.dataDir}.\n` +
          'Arrêtez-le avant de lancer cette commande (ou utilisez DATABASE_URL avec PostgreSQL).',
      );
    }
    mkdirSync(config.dataDir, { recursive: true });
    release = holdDataDir(config.dataDir);
  }
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: join(config.dataDir, 'pgdata'),
    });
    await migrateDatabase(database).catch(async (error: unknown) => {
      await database.close();
      throw error;
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
};
