import { and, eq } from 'drizzle-orm';
import { jobs } from '../db/schema/index';
import type { Deps } from '../kernel/deps';
import { logger } from '../logging/logger';
import { LEASE_MS } from './claim-due-jobs';

/** How long a lease lasts, and how often it is renewed; each unset takes its default. */
export type LeaseTiming = { leaseMs?: number | undefined; renewMs?: number | undefined };

/**
 * Keeps a claimed job's lease while its handler runs (decision 13, amended): three times per lease
 * (unless `renewMs` says) it is pushed `leaseMs` past now, on the condition that it is still ours. A
 * process that dies stops renewing, and its jobs come back a lease later, not ten minutes later.
 * `release()` stops the renewal and waits for one in flight, so that the lease it returns is the one
 * in the row.
 */
export const holdLease = (
  deps: Pick<Deps, 'db' | 'now'>,
  jobId: string,
  lease: Date,
  { leaseMs = LEASE_MS, renewMs = leaseMs / 3 }: LeaseTiming = {},
) => {
  let current = lease;
  let renewing: Promise<void> = Promise.resolve();
  const renew = async () => {
    const next = new Date(deps.now().getTime() + leaseMs);
    const renewed = await deps.db
      .update(jobs)
      .set({ lockedUntil: next })
      .where(and(eq(jobs.id, jobId), eq(jobs.lockedUntil, current)))
      .returning({ id: jobs.id });
    if (renewed.length > 0) current = next;
  };
  const timer = setInterval(() => {
    renewing = renewing.then(renew).catch((error: unknown) => {
      // The next renewal tries again; the lease still has two thirds of its time.
      logger.warn({ err: error, jobId }, 'lease not renewed');
    });
  }, renewMs);
  timer.unref();
  return {
    release: async (): Promise<Date> => {
      clearInterval(timer);
      await renewing;
      return current;
    },
  };
};
