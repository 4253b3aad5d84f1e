import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { holdDataDir } from './db/data-dir-lock';
import { openReadCache } from './db/read-cache';
import { scheduleLifecycleSearch } from './features/einvoicing/lifecycle-search-job';
import { scheduleMonthlyInvoices } from './features/invoices/monthly-invoices-job';
import { scheduleLabStatisticsRefresh } from './features/statistics/refresh-lab-statistics-job';
import { scheduleWeeklySummary } from './features/weekly-summary/weekly-summary-job';
import { loggableError } from './http/loggable-error';
import { startWorker } from './jobs/worker';
import type { Deps } from './kernel/deps';
import { openLiveHub } from './kernel/live-hub';
import { logger } from './logging/logger';
import { stopGracefully } from './shutdown';
import { createStorage } from './storage/create-storage';
import { JOB_HANDLERS, WORKER_LANES } from './wiring/job-registry';
import { schedulePrune } from './wiring/prune-job';

const start = async () => {
  const config = loadConfig();
  logger.level = config.logLevel;
  const release = config.databaseUrl ? () => {} : holdDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pgdata'),
  });
  await migrateDatabase(database);
  const now = () => new Date();
  const storage = await createStorage(config, now);
  // An upload cut short by a crash leaves a temporary file or an unfinished multipart upload behind.
  // The embedded default holds the data directory (no other process writes there) and serves
  // nothing yet: every temporary file is a crashed upload's, swept before the first request (a
  // readdir). Otherwise in the background, by age: an S3 listing must not delay the start, and
  // another process may be uploading to the same store.
  const sweepAll = !config.databaseUrl && !config.s3;
  const sweeping = storage.sweepAbandonedUploads({ everything: sweepAll }).then(
    (removed) => logger.info({ removed }, `envois interrompus nettoyés dans le stockage : ${removed}`),
    (error: unknown) =>
      logger.warn({ err: loggableError(error) }, 'nettoyage des envois interrompus impossible'),
  );
  if (sweepAll) await sweeping;
  const lifecycle = { stopping: false };
  // Sessions and profiles kept in the process, emptied by the database's change notices.
  const cache = await openReadCache(database);
  // Live events: every change heard once, handed to this process's open streams.
  const live = await openLiveHub(database);
  const deps: Deps = { db: database.db, config, now, storage, lifecycle, cache, live };
  // The periodic jobs, queued once whatever the number of processes: the month's invoice run
  // (docs/design.md §5.11) and the daily pruning of expired data (wiring/prune-job.ts).
  await scheduleMonthlyInvoices(deps);
  await schedulePrune(deps);
  await scheduleWeeklySummary(deps);
  await scheduleLabStatisticsRefresh(deps);
  await scheduleLifecycleSearch(deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
    logger.info(
      { port: info.port, host: config.host ?? null, database: database.kind },
      `Conque écoute sur ${config.publicUrl} (${config.host ?? 'toutes les interfaces'}, port ${info.port}, base ${where})`,
    );
    if (!config.smtpUrl) {
      // The dev mailbox shows every mail, reset links included: fine on a workstation, not online.
      logger.warn(
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
  // Mail, order and invoice PDFs, the monthly invoices and the pruning (wiring/job-registry.ts): every
  // process runs a worker, and SKIP LOCKED shares the jobs between them.
  const worker = startWorker(deps, {
    handlers: JOB_HANDLERS,
    lanes: WORKER_LANES,
    leaseMs: config.jobLeaseMs,
  });

  // An orchestrator's SIGTERM (a deployment, a scale-down) or Ctrl-C: stop without cutting a request
  // or a job (shutdown.ts). A second Ctrl-C, no longer caught, ends the process at once.
  const stop = (signal: NodeJS.Signals) => {
    if (lifecycle.stopping) return;
    logger.info({ signal }, `arrêt demandé (${signal}) : fin des requêtes et des tâches en cours`);
    // The cache stops listening before the database closes.
    const closing = { ...database, close: () => cache.close().then(database.close) };
    void stopGracefully(
      { server, lifecycle, worker, database: closing, release, live },
      config.shutdownTimeoutMs,
    ).then((code) => process.exit(code));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) logger.fatal(error.message);
  else logger.fatal({ err: loggableError(error) }, `échec du démarrage : ${loggableError(error).message}`);
  process.exit(1);
});
