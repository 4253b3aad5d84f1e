import type {
  CurrentLifecycleStatusJson,
  LifecycleStatusJson,
} from '@conque/domain/einvoicing/lifecycle-api-types';
import { lifecycleStatusLabel } from '@conque/domain/einvoicing/lifecycle-statuses';
import type { einvoicingDocumentStatuses, einvoicingLifecycleStatuses } from '../../db/schema/index';

/** A document's current status as the lists show it (decision 147), or null before any. */
export const currentLifecycleStatus = (
  row: typeof einvoicingDocumentStatuses.$inferSelect | null,
): CurrentLifecycleStatusJson | null =>
  row
    ? {
        status_code: row.statusCode,
        label: lifecycleStatusLabel(row.statusCode),
        reason: row.reason ?? row.reasonCode,
        status_at: row.statusAt.toISOString(),
      }
    : null;

export const lifecycleStatusJson = (
  row: typeof einvoicingLifecycleStatuses.$inferSelect,
): LifecycleStatusJson => ({
  status_code: row.statusCode,
  label: lifecycleStatusLabel(row.statusCode),
  reason_code: row.reasonCode,
  reason: row.reason,
  status_at: row.statusAt.toISOString(),
  received_at: row.receivedAt.toISOString(),
});
