import type { ImpressionRequestView } from '@conque/domain/orders/impression-requests';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impressionRequests } from '../../db/schema/index';
import type { OrderRow } from '../orders/order-access';

export type ImpressionRequestRow = typeof impressionRequests.$inferSelect;

/** The order's open request, if any; `lock` holds it for the rest of the transaction. */
export const loadOpenRequest = async (
  db: Executor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<ImpressionRequestRow | undefined> => {
  const query = db
    .select()
    .from(impressionRequests)
    .where(and(eq(impressionRequests.orderId, orderId), eq(impressionRequests.state, 'open')))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
};

/** What the order page shows of an open request (the replaced files named as the order lists them). */
export const toRequestView = (
  request: ImpressionRequestRow,
  order: Pick<OrderRow, 'stlFiles'>,
): ImpressionRequestView => ({
  id: request.id,
  ears: request.ears,
  reason: request.reason,
  details: request.details,
  comment: request.comment,
  replaces: order.stlFiles
    .filter((file) => request.replaces.includes(file.path))
    .map((file) => ({ name: file.name, path: file.path })),
  requested_at: request.requestedAt.toISOString(),
  requested_by_name: request.requestedByName,
  previous_status: request.previousStatus,
  files: request.files,
});
