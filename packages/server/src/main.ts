import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { holdDataDir } from './db/data-dir-lock';

const start = async () => {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pgdata'),
  });
  await migrateDatabase(database);
  const app = createApp({ db: database.db, config, now: () => new Date() });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    console.log(`Conque écoute sur ${config.publicUrl} (port ${info.port}, base ${where})`);
  });

  const stop = async () => {
    server.close();
    await database.close();
    release();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

start().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
