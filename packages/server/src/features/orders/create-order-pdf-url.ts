import type { SignedUrlResponse } from '@conque/domain/orders/api-types';
import type { Actor } from '@conque/domain/permissions/can';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordPatientDataRead } from '../access-log/record-patient-data-read';
import { assertCan, loadOrder } from './order-access';
import { pdfKeyOf } from './store-order-pdf';

export const PDF_NOT_READY =
  "Le bon de commande n'est pas encore disponible. Veuillez réessayer dans quelques instants.";

/**
 * Spec 001 §7 "bucket order_pdfs (signed URL 60 s)": the order's own PDF, for whoever sees the order
 * (viewers included). The key comes from the stored pdf_url, never from the client.
 */
export const createOrderPdfUrl = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  from: { address?: string } = {},
): Promise<SignedUrlResponse> => {
  const row = assertCan(actor, 'orders.view', await loadOrder(deps.db, orderId));
  const key = pdfKeyOf(row.pdfUrl);
  if (!key) throw AppError.notFound(PDF_NOT_READY);
  // The signed link is the read (the download itself carries no session).
  await recordPatientDataRead(deps.db, { orderId: row.id, actor, kind: 'pdf', address: from.address });
  return { signedUrl: await deps.storage.signedUrl('order_pdfs', key) };
};
