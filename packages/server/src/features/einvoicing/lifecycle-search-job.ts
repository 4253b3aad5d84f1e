import type { Executor } from '../../db/client';
import { ensurePeriodicJob } from '../../jobs/ensure-job';
import type { JobHandler } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import { loadPaConnection } from './einvoicing-connection';
import { searchLifecycleFlows } from './search-lifecycle-flows';

// Decision 147: every SEARCH_EVERY_MS, one job (one per slot, whatever the number of processes)
// reads the lifecycle flows the webhook may have missed. A PA down makes the job throw: the worker
// tries again with its backoff, and the cursor has not moved past anything unread.
export const SEARCH_LIFECYCLE_FLOWS_JOB = 'search-lifecycle-flows';
export const SEARCH_EVERY_MS = 5 * 60_000;

const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / SEARCH_EVERY_MS) * SEARCH_EVERY_MS);

const ensureSearchJob = (db: Executor, slot: Date) =>
  ensurePeriodicJob(db, {
    kind: SEARCH_LIFECYCLE_FLOWS_JOB,
    period: { slot: slot.toISOString() },
    runAt: slot,
    maxAttempts: 1000,
  });

/** At start-up (main.ts): the current slot's search, at once. */
export const scheduleLifecycleSearch = (deps: Deps) => ensureSearchJob(deps.db, slotOf(deps.now()));

export const searchLifecycleFlowsJob: JobHandler = async (_job, deps) => {
  const pa = await loadPaConnection(deps);
  if (pa?.enabled) {
    const applied = await searchLifecycleFlows(deps, pa.connection);
    if (applied > 0) logger.info({ applied }, 'statuts de cycle de vie lus par la recherche');
  }
  await ensureSearchJob(deps.db, new Date(slotOf(deps.now()).getTime() + SEARCH_EVERY_MS));
};
