import type { UpdateOrderResult } from '@conque/domain/orders/api-types';
import type { UpdateOrderInput } from '@conque/domain/orders/order-schemas';
import { registeredOrderSchema } from '@conque/domain/orders/order-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import { parseWith } from '../../http/parse-input';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { readPlanning } from '../planning/read-planning';
import { currentRemakeTerms } from '../remakes/current-remake-terms';
import { assertCan, loadOrder } from './order-access';
import { applyUpdates, asSpecFields, pricedDetails } from './order-fields';
import { enqueueOrderPdf } from './order-pdf-job';
import { readPriceList } from './order-pricing';
import { assertPriceAsShown } from './price-as-shown';
import { validateOrder } from './validate-order';

/**
 * Spec 001 §7 update-order. Three cases, all on the order's locked row:
 * - a draft saved by its creator ('Sauvegarder', the automatic save of spec §4);
 * - a draft validated (`updates.status = 'registered'`): validate-order.ts;
 * - a registered, un-invoiced order edited by its creator or the manager (docs/design.md §5.7): it must stay
 *   complete, and its prices and PDF are made again.
 * Other status changes are the preparator's (spec §4 status dialog), not this call's: 403.
 * With `expectedTotalTTC`, a total other than the one the person saw is refused.
 */
export const updateOrder = async (
  deps: Deps,
  actor: Actor,
  input: UpdateOrderInput,
): Promise<UpdateOrderResult> => {
  const { updates } = input;
  const prices = await readPriceList(deps.db, deps.now());
  const planning = updates.status === 'registered' ? await readPlanning(deps.db, deps.now()) : null;
  return deps.db.transaction(async (tx) => {
    const current = await loadOrder(tx, input.orderId, { lock: true });
    if (updates.status === 'registered' && current?.status === 'draft' && planning) {
      const { orderNumber } = await validateOrder(tx, deps, actor, current, updates, prices, planning, {
        totalTTC: input.expectedTotalTTC,
        shipOn: input.expectedShipOn,
      });
      return { success: true, error: null, order_number: orderNumber };
    }
    const row = assertCan(actor, 'orders.edit', current);
    if (updates.status !== undefined && updates.status !== row.status) throw AppError.forbidden();

    const fields = await applyUpdates(tx, row, updates);
    if (row.status !== 'draft') {
      if (fields.shippingMethod === 'pickup') fields.shippingAddress = null;
      parseWith(registeredOrderSchema, asSpecFields(fields, row.stlFiles));
    }
    const details = pricedDetails(fields, row.stlFiles.length, prices, await currentRemakeTerms(tx, row));
    if (details?.prices) assertPriceAsShown(details.prices, input.expectedTotalTTC);
    await tx
      .update(orders)
      .set({ ...fields, details, updatedAt: deps.now() })
      .where(eq(orders.id, row.id));
    // A draft's saves (every step, automatic ones too) are not history; a registered order's edits are.
    if (row.status !== 'draft') {
      await enqueueOrderPdf(tx, row.id);
      await recordOrderEvent(tx, { orderId: row.id, actor, kind: 'content_changed' });
    }
    return { success: true, error: null, order_number: row.orderNumber };
  });
};
