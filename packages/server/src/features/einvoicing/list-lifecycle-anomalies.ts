import type { LifecycleAnomalyJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { type Actor, can } from '@conque/domain/permissions/can';
import { desc } from 'drizzle-orm';
import { einvoicingLifecycleAnomalies } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

export const ANOMALIES_SHOWN = 50;

/** Decision 147: the lifecycle flows not believed, newest first, for the préparateurs. */
export const listLifecycleAnomalies = async (deps: Deps, actor: Actor): Promise<LifecycleAnomalyJson[]> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  const rows = await deps.db
    .select()
    .from(einvoicingLifecycleAnomalies)
    .orderBy(desc(einvoicingLifecycleAnomalies.receivedAt))
    .limit(ANOMALIES_SHOWN);
  return rows.map((row) => ({
    flow_id: row.flowId,
    source: row.source,
    problem: row.problem,
    received_at: row.receivedAt.toISOString(),
  }));
};
