import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impressionRequests } from '../../db/schema/index';

/**
 * Every version an order's requests hold (the clinic's unsent uploads, the replaced
 * impressions), by order: what retention and erasure delete besides the order's own list.
 */
export const requestFilesOf = async (
  db: Executor,
  orderIds: string[],
): Promise<Map<string, StlFileEntry[]>> => {
  const byOrder = new Map<string, StlFileEntry[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: impressionRequests.orderId,
      files: impressionRequests.files,
      replacedFiles: impressionRequests.replacedFiles,
    })
    .from(impressionRequests)
    .where(inArray(impressionRequests.orderId, orderIds));
  for (const row of rows)
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), ...row.files, ...row.replacedFiles]);
  return byOrder;
};
