import { pruneMfa } from '../auth/mfa/prune-mfa';
import type { Executor } from '../db/client';
import { prunePatientDataReads } from '../features/access-log/prune-patient-data-reads';
import { pruneProductionRequests } from '../features/production/production-requests';
import { pruneSignInHistory } from '../features/sign-in-history/prune-sign-in-history';
import { pruneImpressions } from '../features/stl-files/prune-impressions';
import { pruneWebhookLog } from '../features/webhooks/prune-webhook-log';
import { pruneIdempotencyKeys } from '../http/idempotency';
import { pruneRateLimits } from '../http/rate-limit';
import { ensurePeriodicJob } from '../jobs/ensure-job';
import type { JobHandler } from '../jobs/job-handler';
import { pruneFinishedJobs } from '../jobs/prune-finished-jobs';
import type { Deps } from '../kernel/deps';
import { logger } from '../logging/logger';
import { pruneOutbox } from '../mail/prune-outbox';

// What the tables gather and nobody reads after a while goes once a day (decision 48, docs/decisions/):
// - rate-limit counters whose window started over a day ago (the longest window is a day);
// - jobs done or failed over RETENTION_DAYS ago (a pending one, periodic or not, always stays);
// - outbox mails written over RETENTION_DAYS ago: their reset and invitation links, their
//   addresses and their text go with them;
// - the impressions of orders shipped over IMPRESSION_RETENTION_MONTHS ago, and the reads of
//   patients' data over 3 years old;
// - the uploads a crash cut short: temporary files untouched for an hour, S3's
//   multipart uploads begun over a day ago, for a server that runs for weeks without a restart;
// - second factors never confirmed and challenges over a day old;
// - sign-ins over 90 days old, and browsers an account has not used for 400 days;
// - webhook deliveries finished over RETENTION_DAYS ago, and each endpoint's log beyond its newest
//   1000 tries.
// - the API's idempotency keys past their 24 hours, and the step changes' past their 7 days
//   (decision 141).
// Scheduled like the month's invoices: one job per UTC day, payload { day }, due at 03:00 UTC; each
// run queues the next day's, start-up queues today's.
export const PRUNE_JOB = 'prune-expired-data';

/**
 * The kind this job had when it pruned the rate limits alone: a database may still hold one pending.
 * It runs the whole pruning and queues the next day's under the new kind, so the old chain ends.
 */
export const LEGACY_PRUNE_RATE_LIMITS_JOB = 'prune-rate-limits';

/** A month of done jobs and sent mail, for whoever looks into a complaint ("je n'ai rien reçu"). */
export const RETENTION_DAYS = 30;

const DAY_MS = 86_400_000;
const RUN_HOUR_UTC = 3;

/** The UTC day of an instant, YYYY-MM-DD. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export const ensurePruneJob = (db: Executor, day: string): Promise<boolean> =>
  ensurePeriodicJob(db, {
    kind: PRUNE_JOB,
    period: { day },
    runAt: new Date(`${day}T0${RUN_HOUR_UTC}:00:00Z`),
  });

/** At start-up (main.ts): today's pruning, at once if its hour has passed. */
export const schedulePrune = (deps: Deps) => ensurePruneJob(deps.db, utcDay(deps.now()));

export const pruneJob: JobHandler = async (_job, deps) => {
  const now = deps.now();
  const before = new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
  const deleted = {
    rateLimits: await pruneRateLimits(deps.db, now),
    jobs: await pruneFinishedJobs(deps.db, before),
    mails: await pruneOutbox(deps.db, before),
    impressions: await pruneImpressions(deps),
    patientDataReads: await prunePatientDataReads(deps.db, now),
    abandonedUploads: await deps.storage.sweepAbandonedUploads(),
    mfa: await pruneMfa(deps.db, now),
    signInHistory: await pruneSignInHistory(deps.db, now),
    webhookLog: await pruneWebhookLog(deps.db, before),
    idempotencyKeys: await pruneIdempotencyKeys(deps.db, now),
    productionRequests: await pruneProductionRequests(deps.db, now),
  };
  logger.info({ deleted }, 'purge quotidienne des données expirées');
  // The day after the run, not after the job's day: a server down for a week prunes once, not seven times.
  await ensurePruneJob(deps.db, utcDay(new Date(now.getTime() + DAY_MS)));
};
