import type { Db } from '../db/client';
import { logger } from '../logging/logger';
import { hitRateLimit, RateLimitedError, type RateLimitRule } from './rate-limit';

/** How often a process adds what it counted to the shared counter, per subject. */
export const RATE_LIMIT_FLUSH_MS = 1000;

type Counter = {
  /** The shared count as the database last answered it, with this process's hits up to then. */
  shared: number;
  /** Hits counted here since. */
  pending: number;
  windowEnds: number;
  flushedAt: number;
  flushing: boolean;
};

/**
 * Decision 131: a limit for calls that come by the hundred a minute (an API key), counted in the
 * process and added to the same fixed-window counter in the database (`rate_limits`) at most once per
 * RATE_LIMIT_FLUSH_MS and subject, instead of one write a request. The first call of a window waits
 * for the database, the others do not; a key used on several processes may pass its limit by what
 * the others counted during the last second, never by more.
 */
export const createProcessRateLimiter = (db: Db, rule: RateLimitRule) => {
  const counters = new Map<string, Counter>();

  const forget = (now: number) => {
    for (const [subject, counter] of counters)
      if (counter.windowEnds <= now && !counter.flushing) counters.delete(subject);
  };

  const flush = async (subject: string, counter: Counter, now: Date, hits: number) => {
    counter.flushing = true;
    try {
      const result = await hitRateLimit(db, rule, subject, now, hits);
      counter.shared = result.count;
      counter.windowEnds = result.windowEnds;
      return result;
    } finally {
      counter.flushing = false;
      counter.flushedAt = now.getTime();
    }
  };

  return {
    /** Counts one call for the subject; throws a RateLimitedError (429) once past the limit. */
    async hit(subject: string, now: Date): Promise<void> {
      const at = now.getTime();
      let counter = counters.get(subject);
      if (!counter || counter.windowEnds <= at) {
        // A new window: its first call asks the database, which knows the other processes' count.
        forget(at);
        counter = { shared: 0, pending: 0, windowEnds: at, flushedAt: at, flushing: false };
        counters.set(subject, counter);
        const result = await flush(subject, counter, now, 1);
        if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
        return;
      }
      counter.pending += 1;
      if (counter.shared + counter.pending > rule.limit)
        throw new RateLimitedError(Math.max(1, Math.ceil((counter.windowEnds - at) / 1000)));
      if (!counter.flushing && at - counter.flushedAt >= RATE_LIMIT_FLUSH_MS) {
        const hits = counter.pending;
        counter.pending = 0;
        flush(subject, counter, now, hits).catch((error: unknown) => {
          // The count is lost, not the call: a limit must not turn a database hiccup into errors.
          logger.warn({ err: error, rule: rule.name }, 'rate limit counter not written');
        });
      }
    },
  };
};

export type ProcessRateLimiter = ReturnType<typeof createProcessRateLimiter>;
