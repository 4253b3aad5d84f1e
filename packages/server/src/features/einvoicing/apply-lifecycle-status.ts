import { isLifecycleStatusCode, LIFECYCLE_STATUSES } from '@conque/domain/einvoicing/lifecycle-statuses';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  einvoicingDocumentStatuses,
  einvoicingLifecycleAnomalies,
  einvoicingLifecycleStatuses,
  type LifecycleSource,
} from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { logger } from '../../logging/logger';
import { alertPreparators } from './lifecycle-alert';
import { findLifecycleDocument } from './lifecycle-document';
import { readCdarStatus } from './read-cdar';

// Decision 147: one lifecycle flow of the PA (a CDAR), whether the webhook announced it or the search
// found it, goes through here. Applied once per flowId (the unique key decides, not a prior read):
// the history gains a row, the document's current status becomes the latest by the CDAR's date, and
// « Rejetée », « Refusée », « En litige » alert the préparateurs, all in one transaction. A CDAR that
// is not valid against D22B, or names no document of ours, is recorded as an anomaly, never applied.

export type LifecycleOutcome = 'applied' | 'already' | 'anomaly';

/** Whether a flow was already read (applied, or recorded as an anomaly): the search skips it. */
export const isKnownFlow = async (db: Executor, flowId: string): Promise<boolean> => {
  const [status] = await db
    .select({ id: einvoicingLifecycleStatuses.id })
    .from(einvoicingLifecycleStatuses)
    .where(eq(einvoicingLifecycleStatuses.flowId, flowId));
  if (status) return true;
  const [anomaly] = await db
    .select({ id: einvoicingLifecycleAnomalies.id })
    .from(einvoicingLifecycleAnomalies)
    .where(eq(einvoicingLifecycleAnomalies.flowId, flowId));
  return anomaly !== undefined;
};

const recordAnomaly = async (deps: Deps, flowId: string, source: LifecycleSource, problem: string) => {
  logger.warn({ flowId, source, problem }, 'statut de cycle de vie refusé');
  await deps.db
    .insert(einvoicingLifecycleAnomalies)
    .values({ flowId, source, problem, receivedAt: deps.now() })
    .onConflictDoNothing();
  return 'anomaly' as const;
};

export const applyLifecycleStatus = async (
  deps: Deps,
  input: { flowId: string; source: LifecycleSource; file: Uint8Array },
): Promise<LifecycleOutcome> => {
  const read = readCdarStatus(input.file, { receivedAt: deps.now() });
  if (!read.ok) return recordAnomaly(deps, input.flowId, input.source, read.problem);
  const status = read.value;
  const document = await findLifecycleDocument(deps.db, status.documentNumber);
  if (!document)
    return recordAnomaly(
      deps,
      input.flowId,
      input.source,
      `aucune facture ni aucun avoir ne porte le numéro « ${status.documentNumber} »`,
    );
  return deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(einvoicingLifecycleStatuses)
      .values({
        flowId: input.flowId,
        documentKind: document.kind,
        documentId: document.id,
        documentNumber: document.number,
        establishmentId: document.establishmentId,
        statusCode: status.statusCode,
        reasonCode: status.reasonCode,
        reason: status.reason,
        statusAt: status.statusAt,
        source: input.source,
        receivedAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ id: einvoicingLifecycleStatuses.id });
    if (!inserted) return 'already' as const;
    const current = {
      documentKind: document.kind,
      statusCode: status.statusCode,
      reasonCode: status.reasonCode,
      reason: status.reason,
      statusAt: status.statusAt,
      flowId: input.flowId,
    };
    await tx
      .insert(einvoicingDocumentStatuses)
      .values({ documentId: document.id, ...current })
      .onConflictDoUpdate({
        target: einvoicingDocumentStatuses.documentId,
        set: current,
        setWhere: sql`${einvoicingDocumentStatuses.statusAt} <= ${status.statusAt.toISOString()}::timestamptz`,
      });
    if (isLifecycleStatusCode(status.statusCode) && LIFECYCLE_STATUSES[status.statusCode].alert)
      await alertPreparators(tx, deps.config, document, status);
    // The screens showing the document refetch it (migration 0018's channel, at commit).
    const notice = { k: document.kind, id: document.id, e: document.establishmentId };
    await tx.execute(sql`select pg_notify('conque_events', ${JSON.stringify(notice)})`);
    return 'applied' as const;
  });
};
