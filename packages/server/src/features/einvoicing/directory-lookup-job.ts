import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import { lookUpDirectoryEntry } from './look-up-directory-entry';

// Decision 145: an establishment's directory lines are read by a job, queued in the transaction that
// creates the establishment or changes its SIRET (or by the lab's « Relire l'annuaire »). A PA down
// makes the job fail and the worker try again later, with backoff capped at an hour: 48 tries keep at
// it for two days. Nothing waits on it.
export const LOOK_UP_DIRECTORY_JOB = 'look-up-directory-entry';
const MAX_ATTEMPTS = 48;

/** Queues a read of the establishment's lines, unless one is already waiting. */
export const enqueueDirectoryLookup = async (tx: Executor, establishmentId: string): Promise<void> => {
  const [waiting] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, LOOK_UP_DIRECTORY_JOB),
        sql`${jobs.payload} @> ${JSON.stringify({ establishmentId })}::jsonb`,
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        eq(jobs.attempts, 0),
      ),
    )
    .limit(1);
  if (waiting) return;
  await tx
    .insert(jobs)
    .values({ kind: LOOK_UP_DIRECTORY_JOB, payload: { establishmentId }, maxAttempts: MAX_ATTEMPTS });
};

export const lookUpDirectoryJob: JobHandler = async (job, deps) => {
  const establishmentId = job.payload.establishmentId;
  if (typeof establishmentId !== 'string')
    throw new PermanentJobError('establishmentId manquant dans la tâche');
  await lookUpDirectoryEntry(deps, establishmentId);
};
