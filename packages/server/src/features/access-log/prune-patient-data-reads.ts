import { PATIENT_DATA_READ_RETENTION_YEARS } from '@conque/domain/orders/patient-data-reads';
import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { patientDataReads } from '../../db/schema/index';

/** Reads older than 3 years go (the daily pruning); answers how many. */
export const prunePatientDataReads = async (db: Executor, now: Date): Promise<number> => {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - PATIENT_DATA_READ_RETENTION_YEARS);
  const deleted = await db
    .delete(patientDataReads)
    .where(lt(patientDataReads.createdAt, before))
    .returning({ id: patientDataReads.id });
  return deleted.length;
};
