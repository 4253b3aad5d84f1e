import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { isStlFileName, MAX_STL_FILE_BYTES } from '@conque/domain/orders/stl-files';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../http/context';
import { StorageKeyTakenError } from '../../storage/storage';
import { recordOrderEvent } from '../order-history/record-order-event';
import { enqueueMeshCheck } from './check-stl-mesh-job';
import { assertManagesStlFiles, loadOrderForStl } from './order-for-stl';
import { inspectStl } from './stl-inspector';
import { STL_CONTENT_TYPE, stlErrors, stlKey } from './stl-rules';

export type StlUpload = {
  orderId: string;
  /** The user's file name (X-File-Name), already decoded. */
  name: string;
  /** Content-Length when the client sent one: too large is refused before a byte is read. */
  declaredSize: number | undefined;
  body: ReadableStream<Uint8Array> | null;
};

// Spec 001 §5 "no overwrite": the timestamp moves on by a millisecond while the key is taken.
const freeKey = async (deps: Deps, orderId: string, name: string) => {
  const start = deps.now().getTime();
  for (let at = start; at < start + 1000; at++) {
    const key = stlKey(orderId, name, at);
    if (!(await deps.storage.exists('stl_files', key))) return key;
  }
  throw stlErrors.duplicate(name);
};

/**
 * Spec 001 §5 and §7 "bucket stl_files (upload)", DESIGN §4: look up and check before reading the
 * body; stream it through the content check into storage (never whole in memory); then append the
 * entry under the order's row lock, re-checking the permission on the state it writes. A refused,
 * cut-off or late-refused upload leaves neither a file nor an entry. The mesh check (issue 11 item 1)
 * is a job queued in the same transaction (check-stl-mesh-job.ts, issue 22 item 3): the answer comes
 * as soon as the file is stored, its entry 'pending' until the job writes the check.
 */
export const uploadStlFile = async (deps: Deps, actor: Actor, upload: StlUpload): Promise<StlFileEntry> => {
  assertManagesStlFiles(actor, await loadOrderForStl(deps.db, upload.orderId));
  const { name } = upload;
  if (!isStlFileName(name)) throw stlErrors.invalid(name);
  if (upload.declaredSize !== undefined && upload.declaredSize > MAX_STL_FILE_BYTES)
    throw stlErrors.tooLarge(name);
  if (!upload.body) throw stlErrors.invalid(name);

  const key = await freeKey(deps, upload.orderId, name);
  const inspection = inspectStl(upload.body, name);
  let size: number;
  try {
    ({ size } = await deps.storage.put('stl_files', key, inspection.stream, {
      contentType: STL_CONTENT_TYPE,
    }));
  } catch (error) {
    const failure = inspection.failure();
    if (failure && 'refused' in failure) throw failure.refused;
    if (failure) throw stlErrors.interrupted(name);
    if (error instanceof StorageKeyTakenError) throw stlErrors.duplicate(name);
    throw error;
  }

  const entry: StlFileEntry = {
    name,
    path: key,
    size,
    type: STL_CONTENT_TYPE,
    uploadedAt: deps.now().toISOString(),
    checkStatus: 'pending',
  };
  try {
    await deps.db.transaction(async (tx) => {
      const order = assertManagesStlFiles(actor, await loadOrderForStl(tx, upload.orderId, { lock: true }));
      await tx
        .update(orders)
        .set({ stlFiles: [...order.stlFiles, entry], updatedAt: deps.now() })
        .where(eq(orders.id, order.id));
      await recordOrderEvent(tx, { orderId: order.id, actor, kind: 'stl_file_added', to: name });
      await enqueueMeshCheck(tx, order.id, key);
    });
  } catch (error) {
    // The order changed while the file was coming (validated, invoiced, deleted): nothing is kept.
    await deps.storage.remove('stl_files', key);
    throw error;
  }
  return entry;
};
