import { fieldLabel } from '@conque/domain/labels/field-labels';
import {
  DEVICE_STATEMENT_MESSAGES,
  type DeviceStatementFieldsInput,
} from '@conque/domain/orders/device-statement';
import type { Actor } from '@conque/domain/permissions/can';
import { eq } from 'drizzle-orm';
import { deviceStatements, orders } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { firstUnprintable } from '../../pdf/pdf-a-fonts';
import { assertCan, loadOrder } from '../orders/order-access';

/**
 * Decision 144: a préparateur records the lot and « Exigences non entièrement respectées et
 * justification » before shipment, on the locked order. Once its statements are declared they are
 * what the lab declared: 409, nothing changes.
 */
export const updateStatementFields = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  input: DeviceStatementFieldsInput,
): Promise<{ lot_number: string; unmet_requirements: string }> =>
  deps.db.transaction(async (tx) => {
    const row = assertCan(
      actor,
      'orders.edit_statement_fields',
      await loadOrder(tx, orderId, { lock: true }),
    );
    const [declared] = await tx
      .select({ id: deviceStatements.id })
      .from(deviceStatements)
      .where(eq(deviceStatements.orderId, row.id))
      .limit(1);
    if (declared) throw AppError.conflict(DEVICE_STATEMENT_MESSAGES.alreadyDeclared);
    if (row.status === 'cancelled') throw AppError.conflict(DEVICE_STATEMENT_MESSAGES.cancelled);
    // What the statement would print as an empty box is refused, naming the field.
    for (const field of ['lot_number', 'unmet_requirements'] as const) {
      const unprintable = firstUnprintable(input[field]);
      if (unprintable)
        throw AppError.badRequest(
          `${fieldLabel([field])} : ${DEVICE_STATEMENT_MESSAGES.unprintable(unprintable)}`,
          field,
        );
    }
    await tx
      .update(orders)
      .set({
        lotNumber: input.lot_number,
        unmetRequirements: input.unmet_requirements,
        updatedAt: deps.now(),
      })
      .where(eq(orders.id, row.id));
    return { lot_number: input.lot_number, unmet_requirements: input.unmet_requirements };
  });
