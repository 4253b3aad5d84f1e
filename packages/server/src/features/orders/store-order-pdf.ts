import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { loggableError } from '../../http/loggable-error';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import { createOrderFormDocument, drawOrderForm } from '../../pdf/order-form';
import type { OrderFormData } from '../../pdf/order-form-data';
import type { OrderRow } from './order-access';
import { creatorProfile } from './order-view';

const BUCKET = 'order_pdfs';
const PREFIX = `${BUCKET}/`;

/** Spec 001 §7: "the PDF path is taken from the segment after order_pdfs in pdf_url". */
export const pdfKeyOf = (pdfUrl: string | null): string | null => {
  const at = pdfUrl?.indexOf(PREFIX) ?? -1;
  return pdfUrl && at >= 0 ? pdfUrl.slice(at + PREFIX.length) : null;
};

const formData = async (
  deps: Deps,
  row: OrderRow & { orderNumber: string; validatedAt: Date },
): Promise<OrderFormData> => ({
  organisation: deps.config.organisation,
  orderNumber: row.orderNumber,
  validatedAt: row.validatedAt,
  establishment: row.establishmentSnapshot,
  creator: await creatorProfile(deps.db, row.createdBy),
  patient: {
    firstName: row.patientFirstName,
    lastName: row.patientLastName,
    gender: row.patientGender,
    hearingLoss: row.patientHearingLoss,
  },
  details: row.details,
  shippingMethod: row.shippingMethod,
  shippingAddress: row.shippingAddress,
  promisedShipOn: row.promisedShipOn,
  transferMethod: row.transferMethod,
  stlFileNames: row.stlFiles.map((file) => file.name),
  comment: row.comment,
});

/**
 * docs/design.md §5.12: renders the order form of a validated order and streams it to bucket order_pdfs under
 * a new key (storage never overwrites), then points pdf_url at it and removes the previous file. The
 * swap is made on the locked row, and the old file removed only after the commit, so pdf_url always
 * names a stored file. The one writer of the order form: its job's, and the order archive's when the
 * job has not run yet (decision 136).
 */
export const storeOrderPdf = async (deps: Deps, row: OrderRow): Promise<{ pdfUrl: string }> => {
  const { orderNumber, validatedAt } = row;
  if (row.status === 'draft' || !orderNumber || !validatedAt) {
    throw new Error(`order ${row.id} is not validated: no order form`);
  }
  const data = await formData(deps, { ...row, orderNumber, validatedAt });
  const key = `${row.id}/bon-de-commande_${orderNumber}_${deps.now().getTime()}${randomBytes(3).toString('hex')}.pdf`;
  const doc = createOrderFormDocument(data);
  const stored = deps.storage.put(BUCKET, key, doc as unknown as Readable, {
    contentType: 'application/pdf',
  });
  try {
    drawOrderForm(doc, data);
  } catch (error) {
    // Ends the upload too: the storage keeps nothing of a failed document.
    doc.destroy(error as Error);
    await stored.catch(() => undefined);
    throw error;
  }
  await stored;

  const pdfUrl = `${PREFIX}${key}`;
  const previous = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ pdfUrl: orders.pdfUrl })
      .from(orders)
      .where(eq(orders.id, row.id))
      .for('update');
    if (!locked) return key; // The order is gone: its new file goes too.
    await tx.update(orders).set({ pdfUrl }).where(eq(orders.id, row.id));
    return pdfKeyOf(locked.pdfUrl);
  });
  if (previous) {
    try {
      await deps.storage.remove(BUCKET, previous);
    } catch (error) {
      logger.warn(
        { orderId: row.id, err: loggableError(error) },
        'ancien bon de commande non supprimé du stockage',
      );
    }
  }
  return { pdfUrl };
};
