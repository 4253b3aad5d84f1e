import type { PatientDataReadKind } from '@conque/domain/orders/patient-data-reads';
import type { Actor } from '@conque/domain/permissions/can';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { patientDataReads, profiles } from '../../db/schema/index';

/**
 * One read of an order's patient data, by `actor`, from `address`,
 * written in one statement (its name and role copied from the profile as they are now: the log
 * reads no profile later).
 */
export const recordPatientDataRead = async (
  db: Executor,
  read: { orderId: string; actor: Actor; kind: PatientDataReadKind; fileName?: string; address?: string },
): Promise<void> => {
  await db.insert(patientDataReads).select(
    db
      .select({
        id: sql`gen_random_uuid()`.as('id'),
        orderId: sql`${read.orderId}::uuid`.as('order_id'),
        actorId: profiles.id,
        actorName:
          sql`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${profiles.email})`.as(
            'actor_name',
          ),
        actorRole: profiles.role,
        kind: sql`${read.kind}`.as('kind'),
        fileName: sql`${read.fileName ?? null}`.as('file_name'),
        address: sql`${read.address ?? null}`.as('address'),
        createdAt: sql`now()`.as('created_at'),
      })
      .from(profiles)
      .where(eq(profiles.id, read.actor.id)),
  );
};
