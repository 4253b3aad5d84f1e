import type { PatientDataReadKind } from '@conque/domain/orders/patient-data-reads';
import type { Role } from '@conque/domain/permissions/roles';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { orders } from './orders';

// Each read of an order's patient data (its detail, its PDF, one of its STL files),
// by whom, when and from where; kept 3 years (the daily pruning), never updated.
export const patientDataReads = pgTable(
  'patient_data_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Null once the account is deleted: the name and role written then stay.
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<Role>().notNull(),
    kind: text('kind').$type<PatientDataReadKind>().notNull(),
    // The STL file's name, for kind 'stl'.
    fileName: text('file_name'),
    // The address the read came from (http/client-ip.ts); null for older reads.
    address: text('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patient_data_reads_order_id_created_at_idx').on(t.orderId, t.createdAt),
    index('patient_data_reads_created_at_idx').on(t.createdAt),
    check('patient_data_reads_kind_check', sql`${t.kind} in ('detail', 'pdf', 'stl')`),
  ],
);
