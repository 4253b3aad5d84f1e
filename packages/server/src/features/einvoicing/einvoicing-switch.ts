import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { einvoicingSettings } from '../../db/schema/index';

/**
 * Whether Conque sends its documents to the lab's PA (decisions 140, 146): on when the EINVOICING_*
 * variables are set, or when the page's switch is on; off otherwise, and Conque invoices as it
 * always did. A plain read, so that it can run inside the transaction that issues a document.
 */
export const isEinvoicingOn = async (deps: { config: Config; db: Executor }): Promise<boolean> => {
  if (deps.config.einvoicing) return true;
  const [row] = await deps.db
    .select({ enabled: einvoicingSettings.enabled })
    .from(einvoicingSettings)
    .limit(1);
  return row?.enabled === true;
};
