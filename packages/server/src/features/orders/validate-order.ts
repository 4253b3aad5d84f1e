import type { OrderUpdates } from '@conque/domain/orders/order-schemas';
import { registeredOrderSchema } from '@conque/domain/orders/order-schemas';
import type { Actor } from '@conque/domain/permissions/can';
import type { PlanningSettings } from '@conque/domain/planning/planning-settings';
import type { PriceList } from '@conque/domain/pricing/price-list';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { establishments, orders } from '../../db/schema/index';
import { parseWith } from '../../http/parse-input';
import type { Deps } from '../../kernel/deps';
import { recordOrderEvent } from '../order-history/record-order-event';
import { assertPromiseAsShown } from '../planning/promise-order';
import { lockPromisedDays, promisedDayWithRoom } from '../planning/promise-with-capacity';
import { freeRemake } from '../remakes/free-remake';
import { sendOrderValidatedMail } from '../status-mails/send-status-mail';
import { establishmentSnapshotOf } from './establishment-snapshot';
import { nextOrderNumber } from './next-order-number';
import { assertCan, type OrderRow } from './order-access';
import { applyUpdates, asSpecFields } from './order-fields';
import { enqueueOrderPdf } from './order-pdf-job';
import { priceOrder, remakeTermsOf } from './order-pricing';
import { assertPriceAsShown } from './price-as-shown';
import { resolveShippingAddress } from './shipping-address';

/**
 * update-order with `status: 'registered'` on a draft (spec 001 §4 'Valider la commande'), inside the
 * caller's transaction with the draft's row locked: the final rules of spec §5 checked on the server,
 * the number (docs/design.md §5.5), the establishment snapshot, the server's prices, the PDF job, and the
 * creator's 'Commande validée' mail. With `expectedTotalTTC`, the total the person
 * confirmed must be the one charged (price-as-shown.ts); with `expectedShipOn`, the promised day the
 * summary showed must be the one promised (planning/promise-order.ts).
 */
export const validateOrder = async (
  tx: Tx,
  deps: Deps,
  actor: Actor,
  row: OrderRow,
  updates: OrderUpdates,
  prices: PriceList,
  planning: PlanningSettings,
  expected: { totalTTC?: number; shipOn?: string } = {},
): Promise<{ orderNumber: string }> => {
  assertCan(actor, 'orders.validate', row);
  const fields = await applyUpdates(tx, row, updates);
  // The saved copy may be of an address deleted since: validation takes the address as it is now.
  if (fields.shippingMethod === 'pickup') fields.shippingAddress = null;
  else if (fields.shippingAddress) {
    fields.shippingAddress = await resolveShippingAddress(tx, row.establishmentId, fields.shippingAddress.id);
  }
  const valid = parseWith(registeredOrderSchema, asSpecFields(fields, row.stlFiles));

  const [establishment] = await tx
    .select()
    .from(establishments)
    .where(eq(establishments.id, row.establishmentId))
    .limit(1);
  if (!establishment) throw new Error(`establishment ${row.establishmentId} missing`);

  // A remake's warranty is settled now, the original locked (pricing/remake-policy).
  const remakeFree =
    row.remakeOf !== null && row.remakeReason !== null
      ? await freeRemake(
          tx,
          { id: row.id, originalId: row.remakeOf, reason: row.remakeReason },
          { lock: true },
        )
      : false;
  const orderPrices = priceOrder(
    {
      details: valid.details,
      shippingMethod: valid.shipping_method,
      transferMethod: valid.transfer_method,
      stlFileCount: row.stlFiles.length,
      remake: remakeTermsOf({ remakeReason: row.remakeReason, remakeFree }),
    },
    prices,
  );
  // Refused before a number is taken if the total is not the one the person saw.
  assertPriceAsShown(orderPrices, expected.totalTTC, row.remakeFree && !remakeFree);
  const now = deps.now();
  // The day promised from the planning in force, kept by the order from now on; with a capacity,
  // the first day with room, counted under the lock held to the commit (decision 143).
  if (planning.daily_capacity !== null) await lockPromisedDays(tx);
  const promisedShipOn = await promisedDayWithRoom(tx, {
    validatedAt: now,
    tipType: valid.details.type,
    shippingMethod: valid.shipping_method,
    settings: planning,
  });
  assertPromiseAsShown(promisedShipOn, expected.shipOn, valid.shipping_method === 'pickup');
  const orderNumber = await nextOrderNumber(tx, now);
  await tx
    .update(orders)
    .set({
      status: 'registered',
      orderNumber,
      patientFirstName: valid.patient_first_name,
      patientLastName: valid.patient_last_name,
      patientGender: valid.patient_gender,
      patientHearingLoss: valid.patient_hearing_loss,
      details: { ...valid.details, prices: orderPrices },
      shippingMethod: valid.shipping_method,
      shippingAddress: fields.shippingAddress,
      transferMethod: valid.transfer_method,
      comment: valid.comment,
      prescriberName: fields.prescriberName,
      prescriberNumber: fields.prescriberNumber,
      establishmentSnapshot: establishmentSnapshotOf(establishment),
      remakeFree,
      validatedAt: now,
      promisedShipOn,
      promisedShipReason: null,
      updatedAt: now,
    })
    .where(eq(orders.id, row.id));
  await enqueueOrderPdf(tx, row.id);
  await sendOrderValidatedMail(tx, deps.config, {
    ...row,
    shippingMethod: valid.shipping_method,
    promisedShipOn,
    orderNumber,
    patientFirstName: valid.patient_first_name,
    patientLastName: valid.patient_last_name,
  });
  await recordOrderEvent(tx, { orderId: row.id, actor, kind: 'validated', from: 'draft', to: 'registered' });
  return { orderNumber };
};
