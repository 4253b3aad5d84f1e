import type { PatientDataReadsPage } from '@conque/domain/orders/patient-data-reads';
import type { Actor } from '@conque/domain/permissions/can';
import { count, desc, eq } from 'drizzle-orm';
import { patientDataReads } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from '../orders/order-access';

/** The manager's view on the order: the newest 100 reads (the CSV export has them all). */
export const SHOWN_READS = 100;

/**
 * Who read this order's patient data and when, newest first, for the manager of
 * its establishment (`orders.view_access_log`; a hidden order is 404, as everywhere).
 */
export const listPatientDataReads = async (
  deps: Deps,
  actor: Actor,
  orderId: string,
): Promise<PatientDataReadsPage> => {
  assertCan(actor, 'orders.view_access_log', await loadOrder(deps.db, orderId));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(patientDataReads)
      .where(eq(patientDataReads.orderId, orderId))
      .orderBy(desc(patientDataReads.createdAt), desc(patientDataReads.id))
      .limit(SHOWN_READS),
    deps.db.select({ total: count() }).from(patientDataReads).where(eq(patientDataReads.orderId, orderId)),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor_name: row.actorName,
      actor_role: row.actorRole,
      kind: row.kind,
      file_name: row.fileName,
      address: row.address,
    })),
    total: total?.total ?? 0,
  };
};
