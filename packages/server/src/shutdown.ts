import type { ServerType } from '@hono/node-server';
import type { Database } from './db/client';
import { loggableError } from './http/loggable-error';
import type { Worker } from './jobs/worker';
import type { Deps } from './kernel/deps';
import type { LiveHub } from './kernel/live-hub';
import { logger } from './logging/logger';

export type Running = {
  server: ServerType;
  lifecycle: NonNullable<Deps['lifecycle']>;
  worker: Worker;
  database: Database;
  /** Releases the data directory's lock (db/data-dir-lock.ts). */
  release: () => void;
  /** The live event streams: ended first, since they never finish by themselves. */
  live?: LiveHub;
};

// How often, while stopping, the connections that have gone idle are closed: those whose response was
// already streaming when the stop began, and so could not be told `Connection: close` (app.ts).
const IDLE_SWEEP_MS = 200;

/**
 * A stop that loses nothing: /readyz says 503 and new connections are refused, the requests in
 * flight finish (each then closes its connection), the worker finishes the jobs in hand, then the
 * database closes and the data directory is released. All of it within `timeoutMs`, or the process
 * gives up and says what was still running. Resolves to the exit code.
 */
export const stopGracefully = async (running: Running, timeoutMs: number): Promise<0 | 1> => {
  const { server, lifecycle, worker, database } = running;
  const started = performance.now();
  lifecycle.stopping = true;
  const pending = new Set(['requêtes en cours', 'tâches en cours']);
  // Each stream's response ends and its tab reconnects, to another process if there is one.
  const streamsClosed = (running.live?.close() ?? Promise.resolve()).catch((error: unknown) =>
    logger.warn({ err: loggableError(error) }, 'fermeture des flux en direct incomplète'),
  );

  const connectionsClosed = new Promise<void>((resolve) => {
    server.close(() => resolve());
  }).then(() => pending.delete('requêtes en cours'));
  // Node's close() waits for every connection: a kept-alive one idles 65 s (main.ts) before it goes.
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  closeIdle();
  const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
  const jobsDone = worker.stop().then(() => pending.delete('tâches en cours'));

  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const drained = (async () => {
    await Promise.all([connectionsClosed, jobsDone, streamsClosed]);
    clearInterval(sweep);
    pending.add('fermeture de la base');
    await database.close();
    pending.delete('fermeture de la base');
    return 'done' as const;
  })();
  // Past the timeout nobody awaits it: a late failure must not surface as an unhandled rejection.
  drained.catch(() => {});

  try {
    const outcome = await Promise.race([drained, timedOut]);
    if (outcome === 'timeout') {
      logger.error(
        { timeoutMs, pending: [...pending] },
        `arrêt forcé : toujours en cours après ${timeoutMs} ms (${[...pending].join(', ')})`,
      );
      return 1;
    }
    logger.info({ durationMs: Math.round(performance.now() - started) }, 'arrêt terminé');
    return 0;
  } catch (error) {
    logger.error({ err: loggableError(error) }, "échec pendant l'arrêt");
    return 1;
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
    // The process ends right after: a stale lock would only make the CLI check a dead pid.
    running.release();
  }
};
