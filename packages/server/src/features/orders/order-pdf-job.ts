import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs, orders } from '../../db/schema/index';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler';
import { storeOrderPdf } from './store-order-pdf';

// docs/design.md §5.12: the order form is made when an order is validated and again when it changes. The job
// is written in the same transaction as that change, so a PDF is never missing for a committed order
// nor made for a rolled-back one; the worker retries it with backoff if storage is down.
export const GENERATE_ORDER_PDF_JOB = 'generate-order-pdf';

export const enqueueOrderPdf = async (tx: Executor, orderId: string) => {
  await tx.insert(jobs).values({ kind: GENERATE_ORDER_PDF_JOB, payload: { orderId } });
};

export const generateOrderPdfJob: JobHandler = async (job, deps) => {
  const orderId = job.payload.orderId;
  if (typeof orderId !== 'string') throw new PermanentJobError('orderId manquant dans la tâche');
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new PermanentJobError(`commande ${orderId} introuvable`);
  // A draft has no order form (an order is never turned back into a draft, so this is permanent).
  if (order.status === 'draft') throw new PermanentJobError(`commande ${orderId} non validée`);
  await storeOrderPdf(deps, order);
};
