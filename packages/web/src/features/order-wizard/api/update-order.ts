import type { OrderUpdates } from '@conque/domain/orders/order-schemas';
import { api } from '@/lib/api-client';

export type UpdateOrderResult = { success: boolean; error?: string | null };

/** The answer `{ success: false, error }` (spec 001 §7), as an Error carrying the server's reason. */
export class UpdateOrderRefused extends Error {}

/**
 * POST /api/update-order {orderId, updates, expectedTotalTTC?} (spec 001 §7; the total shown when the
 * person confirmed, issue 21 item 2: a 409 `price_changed` ApiError if the server's differs; the
 * promised day shown, issue 25: a 409 `promised_date_changed` likewise).
 */
export const updateOrder = async (
  orderId: string,
  updates: OrderUpdates,
  expectedTotalTTC?: number,
  expectedShipOn?: string,
): Promise<void> => {
  const result = await api<UpdateOrderResult | undefined>('/update-order', {
    method: 'POST',
    body: { orderId, updates, expectedTotalTTC, expectedShipOn },
  });
  if (result && result.success === false) throw new UpdateOrderRefused(result.error ?? '');
};
