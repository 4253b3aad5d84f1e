import type { StlFileEntry } from '@conque/domain/orders/stl-files';
import { isStlFileName, MAX_STL_FILE_BYTES } from '@conque/domain/orders/stl-files';
import type { Deps } from '../../kernel/deps';
import { StorageKeyTakenError } from '../../storage/storage';
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
 * Spec 001 §5: the STL rules of every upload (the order's files, and the
 * clinic's answer to a request for a new impression). Call it once the caller may upload: the body
 * streams through the content check into storage (never whole in memory). The entry is 'pending':
 * the caller lists it and queues its mesh check (check-stl-mesh-job.ts) in one transaction; if it
 * cannot, it removes the stored file.
 */
export const storeStlUpload = async (deps: Deps, upload: StlUpload): Promise<StlFileEntry> => {
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

  return {
    name,
    path: key,
    size,
    type: STL_CONTENT_TYPE,
    uploadedAt: deps.now().toISOString(),
    checkStatus: 'pending',
  };
};
