import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { assertCan } from '../orders/order-access';

/**
 * Decision 139: the short link `/o/<order number>` a sheet's QR code holds, resolved by the web app
 * with the reader's own session: the order's id for whoever may see it, the same 404 as any hidden
 * order for anyone else (features/orders/order-access.ts: never reveal that it exists).
 */
export const resolveOrderNumber = async (deps: Deps, actor: Actor, orderNumber: string) => {
  const [row] = await deps.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  const order = assertCan(actor, 'orders.view', row);
  return { id: order.id, order_number: orderNumber };
};
