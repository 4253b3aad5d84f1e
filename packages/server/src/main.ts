import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { holdDataDir } from './db/data-dir-lock';
import { scheduleMonthlyInvoices } from './features/invoices/monthly-invoices-job';
import type { Deps } from './http/context';
import { schedulePruneRateLimits } from './http/prune-rate-limits-job';
import { startWorker } from './jobs/worker';
import { createStorage } from './storage/create-storage';

const start = async () => {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pgdata'),
  });
  await migrateDatabase(database);
  const now = () => new Date();
  const storage = createStorage(config, now);
  const deps: Deps = { db: database.db, config, now, storage };
  // The periodic jobs, queued once whatever the number of processes: the month's invoice run
  // (DESIGN §5.11) and the daily pruning of the rate-limit counters.
  await scheduleMonthlyInvoices(deps);
  await schedulePruneRateLimits(deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    console.log(
      `Conque écoute sur ${config.publicUrl} (${config.host ?? 'toutes les interfaces'}, port ${info.port}, base ${where})`,
    );
    if (!config.smtpUrl) {
      // The dev mailbox shows every mail, reset links included: fine on a workstation, not online.
      console.log(
        `SMTP_URL non défini : les courriels restent dans la base, lisibles sur ${config.publicUrl}/dev/mail ` +
          '(à ne pas exposer sur Internet : définissez SMTP_URL en production). ' +
          (config.host === '127.0.0.1'
            ? "Le serveur n'écoute donc que sur 127.0.0.1 ; HOST=0.0.0.0 l'ouvre au réseau."
            : `HOST=${config.host} : le serveur est joignable depuis le réseau, boîte de test comprise.`),
      );
    }
  });
  // Node closes an idle kept-alive connection after 5 s, the very moment a client may reuse it: that
  // client then sees "socket hang up" (seen in CI). Longer than the usual proxies' 60 s idle timeout,
  // so the proxy, not this server, closes first.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  // Mail, order and invoice PDFs, the monthly invoices and the pruning (jobs/registry.ts): every
  // process runs a worker, and SKIP LOCKED shares the jobs between them.
  const worker = startWorker(deps);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    // The jobs in hand finish before the database closes under them.
    await worker.stop();
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
