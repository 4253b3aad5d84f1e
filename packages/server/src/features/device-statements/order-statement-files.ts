import { deviceStatementFileName } from '@conque/domain/orders/device-statement';
import { asc, eq } from 'drizzle-orm';
import { deviceStatements } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { readDeviceStatement, storeDeviceStatement } from './store-device-statement';

/**
 * The order's declared statements as files, left ear first, for its archive (decision 144): each
 * read whole from storage, or stored now by the job's writer when its job has not run.
 */
export const orderStatementFiles = async (
  deps: Deps,
  orderId: string,
): Promise<{ name: string; bytes: Uint8Array }[]> => {
  const rows = await deps.db
    .select()
    .from(deviceStatements)
    .where(eq(deviceStatements.orderId, orderId))
    .orderBy(asc(deviceStatements.ear));
  const files = [];
  for (const statement of rows)
    files.push({
      name: deviceStatementFileName(statement.orderNumber, statement.ear),
      bytes: await readDeviceStatement(deps, await storeDeviceStatement(deps, statement)),
    });
  return files;
};
