import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { enqueueMeshCheck } from './check-stl-mesh-job';
import { assertManagesStlFiles, loadOrderForStl } from './order-for-stl';
import { type StlUpload, storeStlUpload } from './store-stl-upload';

export type { StlUpload } from './store-stl-upload';

/**
 * Spec 001 §5 and §7 "bucket stl_files (upload)", docs/design.md §4: look up and check before reading the
 * body; store it (store-stl-upload.ts); then append the entry under the order's row lock,
 * re-checking the permission on the state it writes. A refused, cut-off or late-refused upload
 * leaves neither a file nor an entry. The mesh check is a job queued in the same
 * transaction (check-stl-mesh-job.ts): the answer comes as soon as the file is
 * stored, its entry 'pending' until the job writes the check.
 */
export const uploadStlFile = async (deps: Deps, actor: Actor, upload: StlUpload): Promise<StlFileEntry> => {
  assertManagesStlFiles(actor, await loadOrderForStl(deps.db, upload.orderId));
  const entry = await storeStlUpload(deps, upload);
  try {
    await deps.db.transaction(async (tx) => {
      const order = assertManagesStlFiles(actor, await loadOrderForStl(tx, upload.orderId, { lock: true }));
      await tx
        .update(orders)
        .set({ stlFiles: [...order.stlFiles, entry], updatedAt: deps.now() })
        .where(eq(orders.id, order.id));
      await recordOrderEvent(tx, { orderId: order.id, actor, kind: 'stl_file_added', to: entry.name });
      await enqueueMeshCheck(tx, order.id, entry.path);
    });
  } catch (error) {
    // The order changed while the file was coming (validated, invoiced, deleted): nothing is kept.
    await deps.storage.remove('stl_files', entry.path);
    throw error;
  }
  return entry;
};
