import { loggableError } from '../http/loggable-error';
import type { Deps } from '../kernel/deps';
import { DEFAULT_BATCH_SIZE, MAX_BATCHES, type RunOptions, runDueJobs, warnInLog } from './run-due-jobs';

/** A second between polls: mail leaves promptly, and an indexed empty poll costs next to nothing. */
export const POLL_INTERVAL_MS = 1_000;

/**
 * Jobs a server process runs side by side: the month's ten thousand invoice PDFs overlap one's
 * rendering with another's database and disk waits (bench/invoice-generation.ts).
 */
export const WORKER_CONCURRENCY = 4;

export type Worker = { stop: () => Promise<void> };

/** Kinds that poll in a loop of their own, `concurrency` at a time (wiring/job-registry.ts). */
export type WorkerLane = { kinds: string[]; concurrency: number };

type WorkerOptions = RunOptions & { pollIntervalMs?: number; lanes?: WorkerLane[] };

/**
 * Polls for due jobs until stopped: one loop for each lane the wiring gives, and one for every other
 * kind. Polls never overlap (the next is scheduled when one ends), and stop() waits for the jobs in
 * hand, so the database can be closed right after it.
 */
export const startWorker = (deps: Deps, { lanes = [], ...options }: WorkerOptions): Worker => {
  const loops = [
    startLoop(deps, {
      concurrency: WORKER_CONCURRENCY,
      ...options,
      kinds: { except: lanes.flatMap((lane) => lane.kinds) },
    }),
    ...lanes.map((lane) =>
      startLoop(deps, {
        concurrency: lane.concurrency,
        batchSize: lane.concurrency,
        ...options,
        kinds: { only: lane.kinds },
      }),
    ),
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
