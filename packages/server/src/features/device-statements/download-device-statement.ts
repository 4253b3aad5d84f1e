import type { EarSide } from '@conque/domain/catalogue/ear-sides';
import { DEVICE_STATEMENT_MESSAGES, deviceStatementFileName } from '@conque/domain/orders/device-statement';
import type { Actor } from '@conque/domain/permissions/can';
import { and, eq } from 'drizzle-orm';
import { deviceStatements } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder, type OrderRow } from '../orders/order-access';
import { declareDeviceStatements } from './declare-device-statements';
import { orderedEars } from './statement-content';
import { type DeviceStatementRow, readDeviceStatement, storeDeviceStatement } from './store-device-statement';

/**
 * An order shipped before statements existed has none: its first download declares them from the
 * order as it stands, marked so on the PDF (decision 144), under the order's lock.
 */
const declaredLate = async (deps: Deps, order: OrderRow, ear: EarSide) =>
  deps.db.transaction(async (tx) => {
    const row = await loadOrder(tx, order.id, { lock: true });
    if (!row?.shippedAt) throw AppError.conflict(DEVICE_STATEMENT_MESSAGES.notShipped);
    await declareDeviceStatements(tx, deps.config, row, row.shippedAt, { at: deps.now() });
    const [statement] = await tx
      .select()
      .from(deviceStatements)
      .where(and(eq(deviceStatements.orderId, row.id), eq(deviceStatements.ear, ear)));
    return statement;
  });

/**
 * « Déclaration de conformité » (decision 144): the statement of one ear of an order the actor may
 * see, as declared at shipment, read from storage (stored now by the job's own writer if its job has
 * not run). 409 for an order that has not left the lab, 404 for an ear the order does not make.
 */
export const downloadDeviceStatement = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
  ear: EarSide,
): Promise<{ fileName: string; pdf: Uint8Array }> => {
  const order = assertCan(actor, 'orders.download_statement', await loadOrder(deps.db, orderId));
  let [statement]: (DeviceStatementRow | undefined)[] = await deps.db
    .select()
    .from(deviceStatements)
    .where(and(eq(deviceStatements.orderId, order.id), eq(deviceStatements.ear, ear)));
  if (!statement) {
    if (!order.shippedAt || !order.orderNumber) throw AppError.conflict(DEVICE_STATEMENT_MESSAGES.notShipped);
    if (!orderedEars(order).includes(ear)) throw AppError.notFound(DEVICE_STATEMENT_MESSAGES.noSuchEar);
    statement = await declaredLate(deps, order, ear);
    if (!statement) throw AppError.notFound(DEVICE_STATEMENT_MESSAGES.noSuchEar);
  }
  const key = await storeDeviceStatement(deps, statement);
  return {
    fileName: deviceStatementFileName(statement.orderNumber, statement.ear),
    pdf: await readDeviceStatement(deps, key),
  };
};
