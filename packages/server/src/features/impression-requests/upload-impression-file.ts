import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import { IMPRESSION_MESSAGES, type ImpressionFileEntry } from '@conque/domain/orders/impression-requests';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { impressionRequests } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from '../orders/order-access';
import { enqueueMeshCheck } from '../stl-files/check-stl-mesh-job';
import { type StlUpload, storeStlUpload } from '../stl-files/store-stl-upload';
import { loadOpenRequest } from './impression-request-rows';

/** The open request the actor may answer, for `ear`: 404 / 403 / 409 / 400 as the order and ear say. */
const answerableRequest = async (
  db: Executor,
  actor: Actor,
  orderId: string,
  ear: EarSide,
  options: { lock?: boolean } = {},
) => {
  const order = assertCan(actor, 'impression_requests.answer', await loadOrder(db, orderId, options));
  const request = await loadOpenRequest(db, order.id, options);
  if (!request) throw AppError.conflict(IMPRESSION_MESSAGES.noOpenRequest);
  if (!request.ears.includes(ear)) throw AppError.badRequest(IMPRESSION_MESSAGES.earNotRequested(ear), 'ear');
  return request;
};

/**
 * The clinic uploads the new impression of an ear asked, with the STL rules and the
 * mesh check of every upload (store-stl-upload.ts, the check job). It waits with the request until
 * « Renvoyer au laboratoire » makes it the order's; the request is checked again, locked, before it
 * is listed.
 */
export const uploadImpressionFile = async (
  deps: Deps,
  actor: Actor,
  upload: StlUpload & { ear: EarSide },
): Promise<ImpressionFileEntry> => {
  await answerableRequest(deps.db, actor, upload.orderId, upload.ear);
  const stored = await storeStlUpload(deps, upload);
  const entry: ImpressionFileEntry = { ...stored, ear: upload.ear };
  try {
    await deps.db.transaction(async (tx) => {
      const request = await answerableRequest(tx, actor, upload.orderId, upload.ear, { lock: true });
      await tx
        .update(impressionRequests)
        .set({ files: [...request.files, entry] })
        .where(eq(impressionRequests.id, request.id));
      // Measured by the job every upload queues (decision 90), which finds it on the request.
      await enqueueMeshCheck(tx, upload.orderId, entry.path);
    });
  } catch (error) {
    // Withdrawn or answered while the file was coming: nothing is kept.
    await deps.storage.remove('stl_files', entry.path);
    throw error;
  }
  return entry;
};
