import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { loggableError } from '../../http/loggable-error';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import { assertCan, loadOrder } from './order-access';

/**
 * Spec 001 §7 "Delete of a draft": its creator only (docs/design.md §4). The row goes first, under its lock;
 * its STL files after the commit: a failure between the two leaves unlisted files, never a listed
 * file that is gone.
 */
export const deleteDraftOrder = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<{ success: true }> => {
  const files = await deps.db.transaction(async (tx) => {
    const row = assertCan(actor, 'orders.delete_draft', await loadOrder(tx, orderId, { lock: true }));
    await tx.delete(orders).where(eq(orders.id, row.id));
    return row.stlFiles;
  });
  for (const file of files) {
    try {
      await deps.storage.remove('stl_files', file.path);
    } catch (error) {
      // The key holds the user's file name (often the patient's): the order id says enough.
      logger.warn({ orderId, err: loggableError(error) }, 'fichier STL non supprimé du stockage');
    }
  }
  return { success: true };
};
