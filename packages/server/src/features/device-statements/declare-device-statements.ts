import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { deviceStatements, jobs } from '../../db/schema/index';
import type { OrderRow } from '../orders/order-access';
import { statementContents } from './statement-content';

// Annex XIII section 4: the documentation is kept at least ten years after the device is placed on
// the market (decision 144).
const KEPT_YEARS = 10;

export const STORE_DEVICE_STATEMENT_JOB = 'store-device-statement';

/**
 * Decision 144: the statements of an order that leaves the lab (shipped or ready for pickup), one per
 * ear, their content frozen now in the transaction that ships it, and one job per statement to store
 * its PDF. An order shipped again keeps the statements of its first shipment (the unique key on the
 * number and ear). Answers the rows written.
 */
export const declareDeviceStatements = async (
  tx: Executor,
  config: Config,
  row: OrderRow,
  shippedAt: Date,
  /** Set for an order shipped before statements existed: made now, from its data now. */
  madeLater?: { at: Date },
) => {
  const { orderNumber } = row;
  if (!orderNumber) return [];
  const contents = await statementContents(
    tx,
    config,
    { ...row, orderNumber },
    shippedAt,
    madeLater !== undefined,
  );
  if (contents.length === 0) return [];
  const keepUntil = new Date(shippedAt);
  keepUntil.setUTCFullYear(keepUntil.getUTCFullYear() + KEPT_YEARS);
  const written = await tx
    .insert(deviceStatements)
    .values(
      contents.map((content) => ({
        orderId: row.id,
        orderNumber,
        ear: content.ear,
        content,
        declaredAt: madeLater?.at ?? shippedAt,
        keepUntil,
      })),
    )
    .onConflictDoNothing()
    .returning();
  if (written.length > 0)
    await tx.insert(jobs).values(
      written.map((statement) => ({
        kind: STORE_DEVICE_STATEMENT_JOB,
        payload: { statementId: statement.id },
      })),
    );
  return written;
};
