import type { OrderUpdates } from '@conque/domain/orders/order-schemas';
import { api } from '@/lib/api-client';

export type UpdateOrderResult = { success: boolean; error?: string | null };

/** The answer `{ success: false, error }` (spec 001 §7), as an Error carrying the server's reason. */
export class UpdateOrderRefused extends Error {}

/** POST /api/update-order {orderId, updates} (spec 001 §7). */
export const updateOrder = async (orderId: string, updates: OrderUpdates): Promise<void> => {
  const result = await api<UpdateOrderResult | undefined>('/update-order', {
    method: 'POST',
    body: { orderId, updates },
  });
  if (result && result.success === false) throw new UpdateOrderRefused(result.error ?? '');
};
