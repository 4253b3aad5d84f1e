import type { MeshCheck } from '@conque/domain/orders/mesh-check';
import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { isStlFileName, MAX_STL_FILE_BYTES } from '@conque/domain/orders/stl-files';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../http/context';
import { loggableError } from '../../http/loggable-error';
import { logger } from '../../logging/logger';
import { StorageKeyTakenError } from '../../storage/storage';
import { recordOrderEvent } from '../order-history/record-order-event';
import { checkMesh } from './check-mesh';
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
 * Issue 11 item 1: the stored file read back and measured (check-mesh.ts). A check that cannot run
 * (storage unreachable a moment) leaves the file without one: a warning is never worth a refusal.
 */
const measureStoredMesh = async (deps: Deps, key: string, size: number): Promise<MeshCheck | undefined> => {
  try {
    return await checkMesh((await deps.storage.get('stl_files', key)).stream, size);
  } catch (error) {
    logger.warn({ key, err: loggableError(error) }, 'vérification du maillage impossible');
    return undefined;
  }
};

/**
 * Spec 001 §5 and §7 "bucket stl_files (upload)", DESIGN §4: look up and check before reading the
 * body; stream it through the content check into storage (never whole in memory); then append the
 * entry under the order's row lock, re-checking the permission on the state it writes. A refused,
 * cut-off or late-refused upload leaves neither a file nor an entry.
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

  const check = await measureStoredMesh(deps, key, size);
  const entry: StlFileEntry = {
    name,
    path: key,
    size,
    type: STL_CONTENT_TYPE,
    uploadedAt: deps.now().toISOString(),
    ...(check ? { check } : {}),
  };
  try {
    await deps.db.transaction(async (tx) => {
      const order = assertManagesStlFiles(actor, await loadOrderForStl(tx, upload.orderId, { lock: true }));
      await tx
        .update(orders)
        .set({ stlFiles: [...order.stlFiles, entry], updatedAt: deps.now() })
        .where(eq(orders.id, order.id));
      await recordOrderEvent(tx, { orderId: order.id, actor, kind: 'stl_file_added', to: name });
    });
  } catch (error) {
    // The order changed while the file was coming (validated, invoiced, deleted): nothing is kept.
    await deps.storage.remove('stl_files', key);
    throw error;
  }
  return entry;
};
