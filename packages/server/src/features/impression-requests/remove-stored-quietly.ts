import { loggableError } from '../../http/loggable-error';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';

/**
 * Objects go after the commit that unlisted them: a failure leaves an unlisted file (logged with its
 * order, never its name, which is often the patient's), never a listed file that is gone.
 */
export const removeStoredQuietly = async (deps: Deps, orderId: string, paths: string[]) => {
  for (const path of paths) {
    try {
      await deps.storage.remove('stl_files', path);
    } catch (error) {
      logger.warn({ orderId, err: loggableError(error) }, 'fichier STL non supprimé du stockage');
    }
  }
};
