import { formatParis, parisTime } from '@conque/domain/shared/paris-time';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

// What the lab's versioned settings share (the price list, decision 64; the planning, decision 99):
// a version is in force from Paris midnight of its effective day, today or later, and says who
// wrote it, copied from the profile.

/** Paris midnight of `effectiveFrom` ('yyyy-MM-dd'), or a French 400 naming « Date d'effet ». */
export const versionStart = (
  deps: Deps,
  effectiveFrom: string,
  messages: { invalidDate: string; pastDate: string },
): Date => {
  const [year, month, day] = effectiveFrom.split('-').map(Number) as [number, number, number];
  const start = parisTime(year, month, day);
  if (formatParis(start, 'yyyy-MM-dd') !== effectiveFrom)
    throw AppError.badRequest(`Date d'effet : ${messages.invalidDate}`, 'effective_from');
  if (effectiveFrom < formatParis(deps.now(), 'yyyy-MM-dd'))
    throw AppError.badRequest(`Date d'effet : ${messages.pastDate}`, 'effective_from');
  return start;
};

/** The version's author as its history shows it: the profile's name, else its e-mail. */
export const authorName = async (db: Executor, actorId: string): Promise<string> => {
  const [profile] = await db
    .select({
      name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email})`,
    })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  return profile?.name ?? 'Préparateur';
};
