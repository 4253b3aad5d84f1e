import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { type Actor, can, type Resource } from '@conque/domain/permissions/can';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impressionRequests } from '../../db/schema/index';

/**
 * A file of the order that is not (or no longer) in its list: one the clinic uploaded
 * in answer to the open request (seen by whoever sees the order, for the preview and the download)
 * or an impression a new one replaced (the lab's only).
 */
export const findRequestFile = async (
  db: Executor,
  actor: Actor,
  order: { id: string; resource: Resource },
  path: string,
): Promise<StlFileEntry | undefined> => {
  const states: ('open' | 'answered')[] = can(actor, 'impression_requests.view_previous', order.resource)
    ? ['open', 'answered']
    : ['open'];
  const requests = await db
    .select({ files: impressionRequests.files, replacedFiles: impressionRequests.replacedFiles })
    .from(impressionRequests)
    .where(and(eq(impressionRequests.orderId, order.id), inArray(impressionRequests.state, states)));
  return requests
    .flatMap((request) => [...request.files, ...request.replacedFiles])
    .find((file) => file.path === path);
};
