import type { Actor } from '@conque/domain/permissions/can';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from './order-access';
import { storeOrderPdf } from './store-order-pdf';

/** Spec 001 §7 generate-order-pdf: (re)makes the order form now, for a validated order the actor sees. */
export const generateOrderPdf = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<{ success: true; error: null; pdf_url: string }> => {
  const row = assertCan(actor, 'orders.generate_pdf', await loadOrder(deps.db, orderId));
  const { pdfUrl } = await storeOrderPdf(deps, row);
  return { success: true, error: null, pdf_url: pdfUrl };
};
