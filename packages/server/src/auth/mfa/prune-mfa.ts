import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mfaChallenges, mfaFactors } from '../../db/schema/index';

/**
 * Daily (wiring/prune-job.ts): challenges and never-confirmed factors over a day old
 * (docs/identity-protocol.md §12.7 rule 3), those that enrolment's own cleanup misses (a factor
 * challenged once, then left).
 */
export const pruneMfa = async (db: Db, now: Date) => {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const factors = await db
    .delete(mfaFactors)
    .where(and(eq(mfaFactors.status, 'unverified'), lt(mfaFactors.createdAt, dayAgo)))
    .returning({ id: mfaFactors.id });
  const challenges = await db
    .delete(mfaChallenges)
    .where(lt(mfaChallenges.createdAt, dayAgo))
    .returning({ id: mfaChallenges.id });
  return { factors: factors.length, challenges: challenges.length };
};
