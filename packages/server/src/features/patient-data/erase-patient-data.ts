import { randomBytes } from 'node:crypto';
import {
  ERASED_PATIENT_PREFIX,
  PATIENT_DATA_MESSAGES,
  type PatientErasureResult,
} from '@conque/domain/orders/patient-data';
import type { Actor } from '@conque/domain/permissions/can';
import { eq, inArray } from 'drizzle-orm';
import { commentNotifications, impressionRequests, orderComments, orders } from '../../db/schema/index';
import { loggableError } from '../../http/loggable-error';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import { requestFilesOf } from '../impression-requests/request-files-of';
import { recordOrderEvent } from '../order-history/record-order-event';
import type { OrderRow } from '../orders/order-access';
import { enqueueOrderPdf } from '../orders/order-pdf-job';
import { pdfKeyOf } from '../orders/store-order-pdf';
import { forgetMeshChecks } from '../stl-files/check-stl-mesh-job';
import { erasePatientMails } from './erase-patient-mails';
import { loadPatientOrders } from './patient-orders';

/** An order the law keeps (an invoice's, or one shipped that the next run invoices). */
const keptForInvoicing = (row: OrderRow) =>
  row.invoiceId !== null || row.status === 'shipped' || row.status === 'ready_pickup';

const removeQuietly = async (
  deps: Deps,
  bucket: 'stl_files' | 'order_pdfs',
  key: string,
  orderId: string,
) => {
  try {
    await deps.storage.remove(bucket, key);
  } catch (error) {
    logger.warn({ orderId, bucket, err: loggableError(error) }, 'fichier non supprimé du stockage');
  }
};

/**
 * "Erasure on request by the manager": every order of the patient in the
 * establishment that was neither shipped nor invoiced is deleted with its files; the others stay
 * for the invoices (10 years) with the patient replaced by one reference (« Patient effacé 3FA9C1 »),
 * gender, hearing loss, comment, comments and impressions gone, the order form made again without
 * the name, and « Données du patient effacées » in their history. The issued invoice PDFs are not
 * rewritten (an invoice is never edited). The outbox's mails about these orders are deleted if sent,
 * rewritten without the patient if not (erase-patient-mails.ts), and their mesh
 * checks' jobs, which name the files, deleted. Rows in one
 * transaction under their locks; the objects after the commit (a failure leaves unlisted files,
 * logged, never a listed file that is gone).
 */
export const erasePatientData = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<PatientErasureResult> => {
  const reference = `${ERASED_PATIENT_PREFIX} ${randomBytes(3).toString('hex').toUpperCase()}`;
  const now = deps.now();
  const { dropped, kept, versions } = await deps.db.transaction(async (tx) => {
    const { orders: rows } = await loadPatientOrders(tx, actor, orderId, { lock: true });
    const kept = rows.filter(keptForInvoicing);
    const dropped = rows.filter((row) => !keptForInvoicing(row));
    // Every version of the impressions, read before their rows go.
    const versions = await requestFilesOf(
      tx,
      rows.map((row) => row.id),
    );
    await erasePatientMails(
      tx,
      rows.map((row) => row.id),
      reference,
    );
    await forgetMeshChecks(
      tx,
      rows.map((row) => row.id),
    );
    if (dropped.length > 0)
      await tx.delete(orders).where(
        inArray(
          orders.id,
          dropped.map((row) => row.id),
        ),
      );
    for (const row of kept) {
      await tx
        .update(orders)
        .set({
          patientFirstName: '',
          patientLastName: reference,
          patientGender: null,
          patientHearingLoss: 'N/C',
          comment: '',
          remakeComment: '',
          stlFiles: [],
          impressionsDeletedAt:
            row.stlFiles.length > 0 || (versions.get(row.id)?.length ?? 0) > 0
              ? now
              : row.impressionsDeletedAt,
          updatedAt: now,
        })
        .where(eq(orders.id, row.id));
      await tx.delete(orderComments).where(eq(orderComments.orderId, row.id));
      await tx.delete(commentNotifications).where(eq(commentNotifications.orderId, row.id));
      await tx
        .update(impressionRequests)
        .set({ comment: '', files: [], replacedFiles: [] })
        .where(eq(impressionRequests.orderId, row.id));
      await recordOrderEvent(tx, {
        orderId: row.id,
        actor,
        kind: 'content_changed',
        to: PATIENT_DATA_MESSAGES.erasedEvent,
      });
      // The order form prints the patient's name: made again (the job removes the previous file).
      if (row.orderNumber) await enqueueOrderPdf(tx, row.id);
    }
    return { dropped, kept, versions };
  });

  for (const row of [...dropped, ...kept])
    for (const file of [...row.stlFiles, ...(versions.get(row.id) ?? [])])
      await removeQuietly(deps, 'stl_files', file.path, row.id);
  for (const row of dropped) {
    const pdf = pdfKeyOf(row.pdfUrl);
    if (pdf) await removeQuietly(deps, 'order_pdfs', pdf, row.id);
  }
  return { deleted: dropped.length, anonymized: kept.length, reference };
};
