import type { JobHandlers } from '../jobs/job-handler';
import { type RunOptions, type RunSummary, runDueJobs } from '../jobs/run-due-jobs';
import type { Deps } from '../kernel/deps';
import { JOB_HANDLERS } from './job-registry';

/** Runs the jobs due now with every registered kind's handler: the CLI's living demo, the tests. */
export const runRegisteredJobs = (
  deps: Deps,
  options: Omit<RunOptions, 'handlers'> & { handlers?: JobHandlers } = {},
): Promise<RunSummary> => runDueJobs(deps, { ...options, handlers: options.handlers ?? JOB_HANDLERS });
