import type { UpdateOrderResult } from '@conque/domain/orders/api-types';
import type { OrderUpdates } from '@conque/domain/orders/order-schemas';
import { api } from '@/lib/api-client';

/**
 * POST /api/update-order {orderId, updates, expectedTotalTTC?} (spec 001 §7; the total shown when the
 * person confirmed: a 409 `price_changed` ApiError if the server's differs; the
 * promised day shown: a 409 `promised_date_changed` likewise).
 */
export const updateOrder = async (
  orderId: string,
  updates: OrderUpdates,
  expectedTotalTTC?: number,
  expectedShipOn?: string,
): Promise<void> => {
  // The server answers only success: a refusal is an HTTP error, which api() throws as an ApiError
  // with the server's French message.
  await api<UpdateOrderResult>('/update-order', {
    method: 'POST',
    body: { orderId, updates, expectedTotalTTC, expectedShipOn },
  });
};
