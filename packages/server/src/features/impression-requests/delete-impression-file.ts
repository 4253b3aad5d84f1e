import {
  type DeleteImpressionFileResult,
  IMPRESSION_MESSAGES,
} from '@conque/domain/orders/impression-requests';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { impressionRequests } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from '../orders/order-access';
import { stlErrors } from '../stl-files/stl-rules';
import { loadOpenRequest } from './impression-request-rows';
import { removeStoredQuietly } from './remove-stored-quietly';

/** A file the clinic uploaded in answer, removed before it is sent to the lab. */
export const deleteImpressionFile = async (
  deps: Deps,
  actor: Actor,
  input: { orderId: string; path: string },
): Promise<DeleteImpressionFileResult> => {
  const files = await deps.db.transaction(async (tx) => {
    const order = assertCan(
      actor,
      'impression_requests.answer',
      await loadOrder(tx, input.orderId, { lock: true }),
    );
    const request = await loadOpenRequest(tx, order.id, { lock: true });
    if (!request) throw AppError.conflict(IMPRESSION_MESSAGES.noOpenRequest);
    if (!request.files.some((file) => file.path === input.path)) throw stlErrors.notFound();
    const kept = request.files.filter((file) => file.path !== input.path);
    await tx.update(impressionRequests).set({ files: kept }).where(eq(impressionRequests.id, request.id));
    return kept;
  });
  await removeStoredQuietly(deps, input.orderId, [input.path]);
  return { files };
};
