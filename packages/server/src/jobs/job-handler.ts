import type { jobs } from '../db/schema/index';
import type { Deps } from '../kernel/deps';

export type Job = typeof jobs.$inferSelect;

/** Runs one job. Throwing makes the worker try again later with backoff. */
export type JobHandler = (job: Job, deps: Deps) => Promise<void>;

export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A failure that no retry can fix (a malformed payload, a vanished row): the job fails at once. */
export class PermanentJobError extends Error {}
