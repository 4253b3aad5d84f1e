import { eq } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { orders } from '../db/schema/index';
import type { OrderRow } from '../features/orders/order-access';
import { pdfKeyOf, storeOrderPdf } from '../features/orders/store-order-pdf';
import { loggableError } from '../http/loggable-error';
import type { Deps } from '../kernel/deps';
import { logger } from '../logging/logger';
import { type Storage, StorageNotFoundError, StorageUnavailableError } from '../storage/storage';

/** A small object read whole, or null when the store has none. */
const readIfStored = async (storage: Storage, key: string | null) => {
  if (!key) return null;
  try {
    return new Uint8Array(await new Response((await storage.get('order_pdfs', key)).stream).arrayBuffer());
  } catch (error) {
    if (error instanceof StorageNotFoundError) return null;
    throw error;
  }
};

const currentKey = async (deps: Deps, orderId: string) => {
  const [row] = await deps.db.select({ pdfUrl: orders.pdfUrl }).from(orders).where(eq(orders.id, orderId));
  return pdfKeyOf(row?.pdfUrl ?? null);
};

/**
 * Decision 136: the order form of a validated order, read whole before the archive's first byte (its
 * length is in the Content-Length, decision 133). When the store has none yet (its job had not run
 * when `order.validated` reached a client that fetched at once) or has lost it, it is made now by
 * the job's own writer, storeOrderPdf, which stores it and points pdf_url at it; the job, when it
 * runs, writes it again under a new key and removes this one. Null for a draft, and for a form that
 * cannot be made (logged); a store or database that does not answer is a 503, as for any download.
 */
export const archiveOrderForm = async (deps: Deps, order: OrderRow): Promise<Uint8Array | null> => {
  const stored = await readIfStored(deps.storage, pdfKeyOf(order.pdfUrl));
  if (stored || order.status === 'draft') return stored;
  const started = performance.now();
  try {
    const { pdfUrl } = await storeOrderPdf(deps, order);
    // The job, or another download, may have put its own in its place since: pdf_url names it.
    const made =
      (await readIfStored(deps.storage, pdfKeyOf(pdfUrl))) ??
      (await readIfStored(deps.storage, await currentKey(deps, order.id)));
    logger.info(
      { orderId: order.id, durationMs: Math.round(performance.now() - started) },
      'bon de commande fait pour l’archive',
    );
    return made;
  } catch (error) {
    if (error instanceof StorageUnavailableError || isDatabaseUnavailable(error)) throw error;
    logger.error(
      { orderId: order.id, err: loggableError(error) },
      'bon de commande impossible à faire : archive sans lui',
    );
    return null;
  }
};
