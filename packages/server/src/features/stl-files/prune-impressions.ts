import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { impressionRequests, orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { requestFilesOf } from '../impression-requests/request-files-of';
import { recordOrderEvent } from '../order-history/record-order-event';

const BATCH = 100;

/**
 * The impressions (patient health data) of orders shipped more than
 * IMPRESSION_RETENTION_MONTHS ago are deleted; the order keeps everything else, says when
 * (`impressions_deleted_at`) and lists each file as removed by the system in its history. The
 * objects go first and the row after: a crash in between leaves an order pointing at files that are
 * gone, which the next run finishes (removal is idempotent), never a file nobody lists any more.
 * Every version counts (the impressions a new one replaced, kept on the order's
 * requests); an order is found by its current list, which a new impression never leaves empty.
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
    const versions = await requestFilesOf(
      deps.db,
      batch.map((order) => order.id),
    );
    for (const order of batch) {
      // The impressions new ones replaced go with the current ones.
      const files = [...order.stlFiles, ...(versions.get(order.id) ?? [])];
      await Promise.all(files.map((file) => deps.storage.remove('stl_files', file.path)));
      await deps.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ stlFiles: [], impressionsDeletedAt: now })
          .where(eq(orders.id, order.id));
        await tx
          .update(impressionRequests)
          .set({ files: [], replacedFiles: [] })
          .where(eq(impressionRequests.orderId, order.id));
        for (const file of files)
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
