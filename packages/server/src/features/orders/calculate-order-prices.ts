import { type Actor, can } from '@conque/domain/permissions/can';
import type { OrderPrices } from '@conque/domain/pricing/order-prices';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { currentRemakeTerms } from '../remakes/current-remake-terms';
import { assertCan, loadOrder, orderResource } from './order-access';
import { withoutPrices } from './order-fields';
import type { CalculateOrderPricesInput } from './order-input';
import { priceOrder, readPriceList } from './order-pricing';

/**
 * Spec 001 §7 calculate-order-prices: the price of the wizard's order as it stands, from the current
 * price list. A saved order (`order.id`) must be one the actor sees (else 404); what the body leaves
 * out is taken from it, and its stored STL list gives the file count (the upload endpoints own it).
 * `toSave` keeps the result in details.prices of the caller's own draft; validated orders get theirs
 * from update-order, so for them it is only a quote.
 */
export const calculateOrderPrices = async (
  deps: Deps,
  actor: Actor,
  input: CalculateOrderPricesInput,
): Promise<OrderPrices> => {
  const { order } = input;
  const stored = order.id ? assertCan(actor, 'orders.view', await loadOrder(deps.db, order.id)) : undefined;
  const details = order.details !== undefined ? order.details : withoutPrices(stored?.details ?? null);
  const prices = priceOrder(
    {
      details,
      shippingMethod: input.shippingMethod,
      transferMethod:
        order.transfer_method !== undefined ? order.transfer_method : (stored?.transferMethod ?? null),
      stlFileCount: stored ? stored.stlFiles.length : (order.stl_files?.length ?? 0),
      // A remake's preview shows its reason line and, under the warranty as it stands now (another
      // remake of the original may have been validated since the draft was made), its zero prices.
      remake: stored ? await currentRemakeTerms(deps.db, stored) : null,
    },
    await readPriceList(deps.db, deps.now()),
  );
  if (input.toSave && stored?.status === 'draft' && can(actor, 'orders.edit', orderResource(stored))) {
    await deps.db.transaction(async (tx) => {
      const current = await loadOrder(tx, stored.id, { lock: true });
      // Saved only on details that are there: prices without details would describe nothing.
      const base = current?.status === 'draft' ? withoutPrices(current.details) : null;
      if (!base) return;
      await tx
        .update(orders)
        .set({ details: { ...base, prices } })
        .where(eq(orders.id, stored.id));
    });
  }
  return prices;
};
