import type { MeshCheck } from '@conque/domain/orders/mesh-check';
import { isMeshCheckPending } from '@conque/domain/orders/stl-files';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impressionRequests, jobs, orders } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import type { Deps } from '../../kernel/deps';
import { scavengeEvery } from '../../kernel/scavenge';
import { checkMesh } from '../../mesh/check-mesh';
import { StorageNotFoundError } from '../../storage/storage';
import { loadOrderForStl } from './order-for-stl';

// Decision 90: the upload stores the file and its entry ('pending') and queues this
// job in the same transaction; the job measures the stored file (check-mesh.ts, decision 69) and
// writes `check` into the entry. The request no longer reads the file back.
export const CHECK_STL_MESH_JOB = 'check-stl-mesh';

/** Tries 10, 20, 40 and 80 s apart: an unreachable store is given up after about 2.5 minutes. */
const MAX_ATTEMPTS = 5;

export const enqueueMeshCheck = async (tx: Executor, orderId: string, path: string) => {
  await tx
    .insert(jobs)
    .values({ kind: CHECK_STL_MESH_JOB, payload: { orderId, path }, maxAttempts: MAX_ATTEMPTS });
};

/**
 * Erasure: the payload holds the storage key, whose name is the user's file name
 * (often the patient's); the orders' check jobs go with them, run or not (a running one then
 * finds no entry, and its end updates no row).
 */
export const forgetMeshChecks = async (tx: Executor, orderIds: string[]) => {
  if (orderIds.length === 0) return;
  await tx
    .delete(jobs)
    .where(and(eq(jobs.kind, CHECK_STL_MESH_JOB), inArray(sql`${jobs.payload}->>'orderId'`, orderIds)));
};

/**
 * The entry still waiting for its check, or nothing: the file deleted, the order's files replaced or
 * erased, the order deleted, or the check already written (a job run twice). A file
 * the clinic sent in answer to a request for a new impression waits on the open request until it is
 * sent to the lab (then it is the order's, and found there).
 */
const pendingEntry = async (db: Executor, orderId: string, path: string, lock = false) => {
  const order = await loadOrderForStl(db, orderId, { lock });
  if (!order) return undefined;
  const entry = order.stlFiles.find((file) => file.path === path && isMeshCheckPending(file));
  if (entry) return { in: 'order' as const, files: order.stlFiles, entry };
  const query = db
    .select({ id: impressionRequests.id, files: impressionRequests.files })
    .from(impressionRequests)
    .where(and(eq(impressionRequests.orderId, orderId), eq(impressionRequests.state, 'open')))
    .limit(1);
  const [request] = lock ? await query.for('update') : await query;
  const requested = request?.files.find((file) => file.path === path && isMeshCheckPending(file));
  return request && requested
    ? { in: 'request' as const, requestId: request.id, files: request.files, entry: requested }
    : undefined;
};

/**
 * The outcome written into the entry under the order's row lock, if it is still there and pending:
 * a file deleted meanwhile is never brought back. `updated_at` stays: nobody changed the order.
 */
const settle = (
  deps: Deps,
  orderId: string,
  path: string,
  outcome: { check: MeshCheck } | { failed: true },
) =>
  deps.db.transaction(async (tx) => {
    const found = await pendingEntry(tx, orderId, path, true);
    if (!found) return;
    const { checkStatus: _pending, ...entry } = found.entry;
    const settled =
      'check' in outcome ? { ...entry, check: outcome.check } : { ...entry, checkStatus: 'failed' as const };
    if (found.in === 'request') {
      await tx
        .update(impressionRequests)
        .set({
          files: found.files.map((file) =>
            file === found.entry ? { ...settled, ear: found.entry.ear } : file,
          ),
        })
        .where(eq(impressionRequests.id, found.requestId));
      return;
    }
    await tx
      .update(orders)
      .set({ stlFiles: found.files.map((file) => (file === found.entry ? settled : file)) })
      .where(eq(orders.id, orderId));
  });

/**
 * The stored file's 64 KB buffers die as soon as they are measured; V8 collects them only once about
 * 32 MiB have piled up. A scavenge every 8 MiB keeps the pile small, as the upload does (decision 58).
 */
const SCAVENGE_EVERY_BYTES = 8 * 1024 * 1024;
const scavenged = (stream: ReadableStream<Uint8Array>) => {
  const passed = scavengeEvery(SCAVENGE_EVERY_BYTES);
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        passed(chunk.byteLength);
      },
    }),
  );
};

// One mesh measured at a time in a process: a 500 000-triangle mesh's tables take up to ~100 MB
// (decision 69), and the worker runs four jobs at once. Each check takes a few seconds at most.
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
};

export const checkStlMeshJob: JobHandler = async (job, deps) => {
  const { orderId, path } = job.payload;
  if (typeof orderId !== 'string' || typeof path !== 'string')
    throw new PermanentJobError('orderId ou path manquant dans la tâche');
  const found = await pendingEntry(deps.db, orderId, path);
  if (!found) return;
  let check: MeshCheck;
  try {
    check = await oneAtATime(async () => {
      const { stream } = await deps.storage.get('stl_files', path);
      // The entry's size, as the upload's content check decided binary or ASCII on it.
      return checkMesh(scavenged(stream), found.entry.size);
    });
  } catch (error) {
    // Deleted while it was being read: nothing to say about a file that is gone.
    if (!(await pendingEntry(deps.db, orderId, path))) return;
    // Listed but not stored: no retry brings it back. The message without the key (the file's name).
    const failure =
      error instanceof StorageNotFoundError
        ? new PermanentJobError(`fichier STL absent du stockage (commande ${orderId})`)
        : error;
    // The last try: the entry says the check could not run, so that the screens stop waiting.
    if (failure instanceof PermanentJobError || job.attempts >= job.maxAttempts)
      await settle(deps, orderId, path, { failed: true });
    throw failure;
  }
  await settle(deps, orderId, path, { check });
};
