import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../http/context';
import { recordOrderEvent } from '../order-history/record-order-event';

const BATCH = 100;

/**
 * Issue 12 item 6: the impressions (patient health data) of orders shipped more than
 * IMPRESSION_RETENTION_MONTHS ago are deleted; the order keeps everything else, says when
 * (`impressions_deleted_at`) and lists each file as removed by the system in its history. The
 * objects go first and the row after: a crash in between leaves an order pointing at files that are
 * gone, which the next run finishes (removal is idempotent), never a file nobody lists any more.
 * Returns how many orders were pruned.
 */
export const pruneImpressions = async (deps: Deps): Promise<number> => {
  const now = deps.now();
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - deps.config.impressionRetentionMonths);
  let pruned = 0;
  for (;;) {
    const batch = await deps.db
      .select({ id: orders.id, stlFiles: orders.stlFiles })
      .from(orders)
      .where(
        and(
          isNull(orders.impressionsDeletedAt),
          sql`${orders.stlFiles} <> '[]'::jsonb`,
          lt(orders.shippedAt, cutoff),
        ),
      )
      .orderBy(asc(orders.shippedAt))
      .limit(BATCH);
    for (const order of batch) {
      await Promise.all(order.stlFiles.map((file) => deps.storage.remove('stl_files', file.path)));
      await deps.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ stlFiles: [], impressionsDeletedAt: now })
          .where(eq(orders.id, order.id));
        for (const file of order.stlFiles)
          await recordOrderEvent(tx, {
            orderId: order.id,
            actor: 'system',
            kind: 'stl_file_removed',
            from: file.name,
          });
      });
    }
    pruned += batch.length;
    if (batch.length < BATCH) return pruned;
  }
};
