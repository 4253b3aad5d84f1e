import { isFreeRemake } from '@conque/domain/pricing/remake-policy';
import { and, count, eq, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/index';

/**
 * Whether the warranty makes a remake of `originalId` for `reason` free (pricing/remake-policy.ts):
 * asked when the remake is requested (the wizard's preview) and settled again at its validation,
 * inside that transaction with the original's row locked, so that two remakes validated at once
 * cannot both be the free one.
 */
export const freeRemake = async (
  db: Executor,
  remake: { id: string | null; originalId: string; reason: string },
  options: { lock?: boolean } = {},
): Promise<boolean> => {
  const query = db
    .select({ remakeOf: orders.remakeOf })
    .from(orders)
    .where(eq(orders.id, remake.originalId))
    .limit(1);
  const [original] = options.lock ? await query.for('update') : await query;
  if (!original) return false;
  const [others] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.remakeOf, remake.originalId),
        eq(orders.remakeFree, true),
        notInArray(orders.status, ['draft', 'cancelled']),
        remake.id === null ? undefined : ne(orders.id, remake.id),
      ),
    );
  return isFreeRemake({
    reason: remake.reason,
    originalIsRemake: original.remakeOf !== null,
    otherFreeRemakes: others?.n ?? 0,
  });
};
