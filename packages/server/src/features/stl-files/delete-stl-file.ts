import type { DeleteStlFileResult } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { loggableError } from '../../http/loggable-error';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertManagesStlFiles, loadOrderForStl } from './order-for-stl';
import { stlErrors } from './stl-rules';

/**
 * Spec 001 §7 "bucket stl_files (remove)" and the order's stl_files entry. The entry goes first,
 * under the row lock; the file after the commit: a failure between the two leaves an unlisted file,
 * never a listed file that is gone.
 */
export const deleteStlFile = async (
  deps: Deps,
  actor: Actor,
  input: { orderId: string; path: string },
): Promise<DeleteStlFileResult> => {
  const remaining = await deps.db.transaction(async (tx) => {
    const order = assertManagesStlFiles(actor, await loadOrderForStl(tx, input.orderId, { lock: true }));
    const removed = order.stlFiles.find((entry) => entry.path === input.path);
    if (!removed) throw stlErrors.notFound();
    const kept = order.stlFiles.filter((entry) => entry !== removed);
    await tx.update(orders).set({ stlFiles: kept, updatedAt: deps.now() }).where(eq(orders.id, order.id));
    await recordOrderEvent(tx, { orderId: order.id, actor, kind: 'stl_file_removed', from: removed.name });
    return kept;
  });
  try {
    await deps.storage.remove('stl_files', input.path);
  } catch (error) {
    // The key holds the user's file name (often the patient's): the order id says enough.
    logger.warn(
      { orderId: input.orderId, err: loggableError(error) },
      'fichier STL non supprimé du stockage',
    );
  }
  return { stl_files: remaining };
};
