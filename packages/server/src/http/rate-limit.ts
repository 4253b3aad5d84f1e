import { MESSAGES } from '@conque/domain/shared/messages';
import { lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { hashToken } from '../kernel/secrets';
import { AppError } from './app-error';

/** A fixed window: at most `limit` hits per `windowSeconds` for one subject (an IP, an e-mail). */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

export type RateLimitCheck = { rule: RateLimitRule; subject: string };

export type RateLimitResult = {
  allowed: boolean;
  count: number;
  limit: number;
  retryAfterSeconds: number;
  /** When the counter's window ends (epoch milliseconds). */
  windowEnds: number;
};

/** 429 for the product API (app.ts maps AppError); /auth/v1 turns it into GoTrue's over_request_rate_limit. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', MESSAGES.rateLimited);
  }
}

/** The rule as configured: a test override by name, then the global factor (RATE_LIMIT_FACTOR). */
export const resolveRule = (config: Config, rule: RateLimitRule): RateLimitRule => {
  const override = config.rateLimits?.[rule.name];
  const limit = override?.limit ?? Math.max(1, Math.floor(rule.limit * (config.rateLimitFactor ?? 1)));
  return { name: rule.name, limit, windowSeconds: override?.windowSeconds ?? rule.windowSeconds };
};

// Subjects are hashed: the table then holds no IP address or e-mail, only counters.
const keyOf = (rule: RateLimitRule, subject: string) =>
  `${rule.name}:${hashToken(subject.trim().toLowerCase()).slice(0, 32)}`;

/**
 * Counts `hits` hits (one by default) and tells whether the count is allowed. One upsert statement, so
 * concurrent processes sharing the database never lose a hit. Call it outside any transaction: a
 * rollback must not undo the count.
 */
export const hitRateLimit = async (
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
  hits = 1,
): Promise<RateLimitResult> => {
  const nowIso = now.toISOString();
  const cutoffIso = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoffIso}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStart: now, count: hits })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then ${hits}::int else ${rateLimits.count} + ${hits}::int end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error('rate limit row not written');
  const windowEnds = row.windowStart.getTime() + rule.windowSeconds * 1000;
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    limit: rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
    windowEnds,
  };
};

/** Counts a hit for each check in turn (rules resolved against the config); throws at the first one over. */
export const enforceRateLimits = async (
  deps: { db: Db; config: Config; now: () => Date },
  checks: RateLimitCheck[],
): Promise<void> => {
  const now = deps.now();
  for (const check of checks) {
    const rule = resolveRule(deps.config, check.rule);
    const result = await hitRateLimit(deps.db, rule, check.subject, now);
    if (!result.allowed) throw new RateLimitedError(result.retryAfterSeconds);
  }
};

/** Deletes counters whose window ended long ago; for a periodic job (the longest window is a day). */
export const pruneRateLimits = async (db: Db, now: Date, olderThanSeconds = 86_400): Promise<number> => {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - olderThanSeconds * 1000)))
    .returning({ key: rateLimits.key });
  return deleted.length;
};
