import type { ChangeDeliveryResult } from '@conque/domain/orders/api-types';
import type { ShippingAddressSnapshot } from '@conque/domain/orders/order-schemas';
import {
  type ChangeDeliveryInput,
  deliveryChangeAllowed,
  STATUS_CHANGE_MESSAGES,
} from '@conque/domain/orders/status-change-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { deliveryAddresses, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertCan, loadOrder, type OrderRow } from '../orders/order-access';
import { withoutPrices } from '../orders/order-fields';
import { enqueueOrderPdf } from '../orders/order-pdf-job';
import { priceOrder, readPriceList, remakeTermsOf } from '../orders/order-pricing';
import { resolveShippingAddress } from '../orders/shipping-address';

/**
 * Where the parcel goes after the change: none for pickup (as validation stores it); the order's
 * own address when it has one; coming from pickup, the establishment's default address, since the
 * preparator cannot choose among an establishment's addresses and the lab ships there by default.
 */
const addressFor = async (
  tx: Executor,
  row: OrderRow,
  method: ChangeDeliveryInput['shippingMethod'],
): Promise<ShippingAddressSnapshot | null> => {
  if (method === 'pickup') return null;
  if (row.shippingAddress) return row.shippingAddress;
  const [fallback] = await tx
    .select({ id: deliveryAddresses.id })
    .from(deliveryAddresses)
    .where(
      and(eq(deliveryAddresses.establishmentId, row.establishmentId), eq(deliveryAddresses.isDefault, true)),
    )
    .limit(1);
  if (!fallback) throw AppError.conflict(STATUS_CHANGE_MESSAGES.noDeliveryAddress);
  return resolveShippingAddress(tx, row.establishmentId, fallback.id);
};

/**
 * POST /api/orders/:id/delivery (spec 001 §4): the preparator changes the delivery mode of a
 * registered or in_progress, un-invoiced order (409 otherwise), on its locked row. Prices are made
 * again from the lab's price list exactly as update-order makes them, the order form PDF is queued
 * again, and the change is recorded, all in one transaction.
 */
export const changeDeliveryType = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: ChangeDeliveryInput,
): Promise<ChangeDeliveryResult> => {
  const priceList = await readPriceList(deps.db, deps.now());
  return deps.db.transaction(async (tx) => {
    const row = assertCan(actor, 'orders.change_delivery', await loadOrder(tx, orderId, { lock: true }));
    if (row.invoiceId !== null) throw AppError.conflict(STATUS_CHANGE_MESSAGES.invoicedDelivery);
    if (!deliveryChangeAllowed(row.status, false))
      throw AppError.conflict(STATUS_CHANGE_MESSAGES.deliveryNotNow);
    const method = input.shippingMethod;
    if (method === row.shippingMethod) {
      return {
        shipping_method: method,
        shipping_address: row.shippingAddress,
        prices: row.details?.prices ?? null,
      };
    }

    const shippingAddress = await addressFor(tx, row, method);
    const details = withoutPrices(row.details);
    const prices = details
      ? priceOrder(
          {
            details,
            shippingMethod: method,
            transferMethod: row.transferMethod,
            stlFileCount: row.stlFiles.length,
            remake: remakeTermsOf(row),
          },
          priceList,
        )
      : null;
    await tx
      .update(orders)
      .set({
        shippingMethod: method,
        shippingAddress,
        details: details && prices ? { ...details, prices } : null,
        updatedAt: deps.now(),
      })
      .where(eq(orders.id, row.id));
    await enqueueOrderPdf(tx, row.id);
    await recordOrderEvent(tx, {
      orderId: row.id,
      actor,
      kind: 'shipping_method_changed',
      from: row.shippingMethod,
      to: method,
    });
    return { shipping_method: method, shipping_address: shippingAddress, prices };
  });
};
