import { DELIVER_WEBHOOK_JOB } from '../features/webhooks/deliver-webhook-job';
import type { Deps } from '../http/context';
import { loggableError } from '../http/loggable-error';
import { DEFAULT_BATCH_SIZE, MAX_BATCHES, type RunOptions, runDueJobs, warnInLog } from './run-due-jobs';

/** A second between polls: mail leaves promptly, and an indexed empty poll costs next to nothing. */
export const POLL_INTERVAL_MS = 1_000;

/**
 * Jobs a server process runs side by side: the month's ten thousand invoice PDFs overlap one's
 * rendering with another's database and disk waits (bench/invoice-generation.ts).
 */
export const WORKER_CONCURRENCY = 4;

/**
 * Webhook deliveries a process makes side by side: each mostly waits on its receiver (up to 10 s),
 * so they have a loop of their own, and a slow receiver never holds up a mail or a PDF (decision 118).
 */
export const WEBHOOK_CONCURRENCY = 16;

export type Worker = { stop: () => Promise<void> };

type WorkerOptions = RunOptions & { pollIntervalMs?: number };

/**
 * Polls for due jobs until stopped, in two loops: the webhook deliveries, and every other kind.
 * Polls never overlap (the next is scheduled when one ends), and stop() waits for the jobs in hand,
 * so the database can be closed right after it.
 */
export const startWorker = (deps: Deps, options: WorkerOptions = {}): Worker => {
  const loops = [
    startLoop(deps, {
      concurrency: WORKER_CONCURRENCY,
      ...options,
      kinds: { except: [DELIVER_WEBHOOK_JOB] },
    }),
    startLoop(deps, {
      concurrency: WEBHOOK_CONCURRENCY,
      batchSize: WEBHOOK_CONCURRENCY,
      ...options,
      kinds: { only: [DELIVER_WEBHOOK_JOB] },
    }),
  ];
  return { stop: async () => void (await Promise.all(loops.map((loop) => loop.stop()))) };
};

const startLoop = (deps: Deps, runOptions: WorkerOptions): Worker => {
  const interval = runOptions.pollIntervalMs ?? POLL_INTERVAL_MS;
  const log = runOptions.log ?? warnInLog;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  // A poll that ran its every batch full left work behind (a burst of webhooks): the next starts at
  // once rather than a second later.
  const full = MAX_BATCHES * (runOptions.batchSize ?? DEFAULT_BATCH_SIZE);
  let busy = false;
  const poll = () => {
    current = runDueJobs(deps, runOptions).then(
      (summary) => {
        busy = summary.done + summary.retried + summary.failed >= full;
      },
      // A database hiccup must not end the worker: report it and poll again.
      (error: unknown) => {
        busy = false;
        log(`Le traitement des tâches a échoué : ${loggableError(error).message}`);
      },
    );
    void current.then(() => {
      if (!stopped) timer = setTimeout(poll, busy ? 0 : interval).unref();
    });
  };
  timer = setTimeout(poll, 0).unref();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
};
