import type { LifecycleAlertJson } from '@conque/domain/einvoicing/lifecycle-api-types';
import { ALERT_STATUS_CODES, lifecycleStatusLabel } from '@conque/domain/einvoicing/lifecycle-statuses';
import { type Actor, can } from '@conque/domain/permissions/can';
import { and, count, desc, inArray, isNull } from 'drizzle-orm';
import { einvoicingLifecycleStatuses } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { Deps } from '../../kernel/deps';

export const ALERTS_SHOWN = 50;

/**
 * Decision 147: the préparateurs' bell for the lifecycle, the documents « Rejetée », « Refusée » or
 * « En litige » that no préparateur has cleared yet, newest first, with the count.
 */
export const listLifecycleAlerts = async (
  deps: Deps,
  actor: Actor,
): Promise<{ items: LifecycleAlertJson[]; total: number }> => {
  if (!can(actor, 'einvoicing.manage')) throw AppError.forbidden();
  const open = and(
    inArray(einvoicingLifecycleStatuses.statusCode, [...ALERT_STATUS_CODES]),
    isNull(einvoicingLifecycleStatuses.alertClearedAt),
  );
  const rows = await deps.db
    .select()
    .from(einvoicingLifecycleStatuses)
    .where(open)
    .orderBy(desc(einvoicingLifecycleStatuses.receivedAt))
    .limit(ALERTS_SHOWN);
  const [counted] = await deps.db.select({ total: count() }).from(einvoicingLifecycleStatuses).where(open);
  return {
    items: rows.map((row) => ({
      id: row.id,
      document_kind: row.documentKind,
      document_number: row.documentNumber,
      status_code: row.statusCode,
      label: lifecycleStatusLabel(row.statusCode),
      reason: row.reason ?? row.reasonCode,
      received_at: row.receivedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
};
