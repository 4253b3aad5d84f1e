import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/index';
import { loggableError } from '../http/loggable-error';
import type { Deps } from '../kernel/deps';
import { logger } from '../logging/logger';
import { type ClaimedJob, claimDueJobs, failAbandonedJobs, type KindScope } from './claim-due-jobs';
import { holdLease, type LeaseTiming } from './hold-lease';
import { type Job, type JobHandlers, PermanentJobError } from './job-handler';
import { retryDelayMs } from './retry-delay';

/** The default `log`: a line at `warn` (a job that fails is retried, so not yet an error). */
export const warnInLog = (message: string) => logger.warn(message);

export type RunOptions = {
  /** Each kind's handler: the wiring's (wiring/job-registry.ts), or a test's own. */
  handlers: JobHandlers;
  /** Where failures are reported: the process's logger at `warn` unless a test gives its own. */
  log?: (message: string) => void;
  batchSize?: number;
  /**
   * How many of a claimed batch's jobs run at once (1 unless told): a PDF job waits on the database
   * and the disk between its renderings, which another job's rendering can fill.
   */
  concurrency?: number;
  /** The kinds this call claims (worker.ts: the webhooks' loop and the others'); all unless told. */
  kinds?: KindScope;
  /** How long a claimed job's lease lasts (JOB_LEASE_MS; LEASE_MS unless told). */
  leaseMs?: number;
  /** How often a running job's lease is renewed (a third of the lease unless a test says). */
  leaseRenewMs?: number;
};

export type RunSummary = { done: number; retried: number; failed: number };

// Bounds one call, so that handlers which keep enqueuing work cannot starve the poll loop's stop.
export const MAX_BATCHES = 20;
export const DEFAULT_BATCH_SIZE = 10;

/** Runs every job due now; the worker calls it on each poll, tests call it directly. */
export const runDueJobs = async (deps: Deps, options: RunOptions): Promise<RunSummary> => {
  const { handlers } = options;
  const log = options.log ?? warnInLog;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const summary: RunSummary = { done: 0, retried: 0, failed: 0 };
  await failAbandonedJobs(deps.db, deps.now());
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = await claimDueJobs(deps.db, deps.now(), batchSize, options.kinds, options.leaseMs);
    let next = 0;
    const lane = async () => {
      for (let item = claimed[next++]; item; item = claimed[next++]) {
        const outcome = await runJob(deps, item, handlers, log, {
          leaseMs: options.leaseMs,
          renewMs: options.leaseRenewMs,
        });
        summary[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 1, claimed.length) }, lane));
    if (claimed.length < batchSize) break;
  }
  return summary;
};

const runJob = async (
  deps: Deps,
  { job, lease: claimed }: ClaimedJob,
  handlers: JobHandlers,
  log: (message: string) => void,
  timing: LeaseTiming,
): Promise<keyof RunSummary> => {
  let failure: unknown;
  const held = holdLease(deps, job.id, claimed, timing);
  try {
    // hasOwn: a kind named "constructor" must not find Object.prototype's.
    if (!Object.hasOwn(handlers, job.kind)) throw new Error(`type de tâche inconnu : ${job.kind}`);
    await (handlers[job.kind] as NonNullable<JobHandlers[string]>)(job, deps);
  } catch (error) {
    failure = error ?? new Error('échec sans message');
  }
  const lease = await held.release();
  const now = deps.now();
  if (failure === undefined) {
    await finish(deps.db, job, lease, { doneAt: now, lockedUntil: null, lastError: null });
    return 'done';
  }
  const message = describe(failure);
  // The row keeps the whole message; the log, the one without a query's parameters (docs/design.md §4).
  const logged = loggableError(failure).message.slice(0, 2000);
  const label = `Tâche ${job.kind} ${job.id} (essai ${job.attempts}/${job.maxAttempts})`;
  if (failure instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
    await finish(deps.db, job, lease, { failedAt: now, lockedUntil: null, lastError: message });
    log(`${label} abandonnée : ${logged}`);
    return 'failed';
  }
  const delay = retryDelayMs(job.attempts);
  const runAt = new Date(now.getTime() + delay);
  await finish(deps.db, job, lease, { runAt, lockedUntil: null, lastError: message });
  log(`${label} en échec, nouvel essai dans ${Math.round(delay / 1000)} s : ${logged}`);
  return 'retried';
};

// Conditional on our lease: if it ran out and another process took the job, its outcome stands.
const finish = (db: Db, job: Job, lease: Date, values: Partial<typeof jobs.$inferInsert>) =>
  db
    .update(jobs)
    .set(values)
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedUntil, lease)));

const describe = (error: unknown): string => {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 2000);
};
