import { patientDataReadLabel } from '@conque/domain/orders/patient-data-reads';
import type { Actor } from '@conque/domain/permissions/can';
import { ROLE_LABELS } from '@conque/domain/permissions/roles';
import { csvText } from '@conque/domain/shared/csv-format';
import { formatParis, formatParisShortDateTime } from '@conque/domain/shared/paris-time';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { csvStream } from '../../csv/csv-stream';
import { patientDataReads } from '../../db/schema/index';
import type { Deps } from '../../kernel/deps';
import { assertCan, loadOrder } from '../orders/order-access';

type Row = typeof patientDataReads.$inferSelect & { cursor: string };

/** The order's whole access log as a CSV file (csv/), for the same manager. */
export const exportPatientDataReadsCsv = async (deps: Deps, actor: Actor, orderId: string) => {
  const order = assertCan(actor, 'orders.view_access_log', await loadOrder(deps.db, orderId));
  const nextBatch = (after: Row | undefined, size: number): Promise<Row[]> =>
    deps.db
      .select({
        ...getTableColumns(patientDataReads),
        cursor: sql<string>`${patientDataReads.createdAt}::text`,
      })
      .from(patientDataReads)
      .where(
        and(
          eq(patientDataReads.orderId, orderId),
          after
            ? sql`(${patientDataReads.createdAt}, ${patientDataReads.id}) < (${after.cursor}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(patientDataReads.createdAt), desc(patientDataReads.id))
      .limit(size);
  const reference = order.orderNumber ?? 'brouillon';
  return {
    fileName: `acces-${reference}-${formatParis(deps.now(), 'yyyy-MM-dd')}.csv`,
    stream: csvStream<Row>({
      header: ['Date', 'Personne', 'Rôle', 'Consultation', 'Adresse'],
      batchSize: 500,
      nextBatch,
      cells: (row) => [
        csvText(formatParisShortDateTime(row.createdAt)),
        csvText(row.actorName),
        csvText(ROLE_LABELS[row.actorRole]),
        csvText(patientDataReadLabel({ kind: row.kind, file_name: row.fileName })),
        csvText(row.address ?? ''),
      ],
    }),
  };
};
